import '../../components/sheet.css';
import './account-forms.css';
import { Fragment } from 'react';
import type { InvoiceTitle } from '../../../core';
import { AccountList } from '../../components/account-list/account-list';
import type { AccountListWords } from '../../components/account-list/account-list-types';
import { fill } from '../../strings';
import { InvoiceProjects } from './invoice-projects';
import { v } from './invoice-strings';
import { TitleDialog } from './invoice-title-form';

const MAX = 20;

const words: AccountListWords = {
  ...v,
  title: v.titles,
  intro: v.titlesIntro,
  add: v.addTitle,
  empty: v.noTitles,
  listLabel: v.titlesLabel,
};

/** 纳税人识别号 and e-mail; a 专票's bank details between them. */
function TitleLines({ item }: { item: InvoiceTitle }) {
  const rows: [string, string][] = [
    [v.taxNo, item.tax_no],
    ...(item.type === 2
      ? ([
          [v.bankName, item.bank_name],
          [v.bankAccount, item.bank_account],
          [v.regAddress, item.reg_address],
          [v.regPhone, item.reg_phone],
        ] as [string, string][])
      : []),
    [v.email, item.email],
  ];
  return (
    <dl>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}

/** 发票管理: invoice titles of both types (default first) and the invoice contents. */
export default function InvoiceManagePage() {
  return (
    <div class="sf-sheet sf-af-page">
      <h1 class="sf-sheet__title sf-af-title">{v.title}</h1>
      <AccountList
        list="user_invoice/get"
        max={MAX}
        variant="section"
        words={words}
        card={(x) => ({
          head: (
            <>
              <b>{x.title}</b>
              <span class="sf-tag sf-af-tag sf-af-tag--muted">{x.type === 2 ? v.special : v.general}</span>
            </>
          ),
          body: <TitleLines item={x} />,
        })}
        form={({ row, onSaved, onClose }) => <TitleDialog title={row} onSaved={onSaved} onClose={onClose} />}
        setDefault={{ id: 'user_invoice/setDefault', params: (x) => ({ id: x.id }) }}
        remove={{ id: 'user_invoice/delete', params: (x) => ({ id: x.id }) }}
        deleteAsk={(x) => fill(v.deleteAsk, { name: x.title })}
      />
      <InvoiceProjects />
    </div>
  );
}
