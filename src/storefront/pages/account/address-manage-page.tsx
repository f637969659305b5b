import '../../components/sheet.css';
import './account-forms.css';
import { maskPhone } from '../../../core';
import { AccountList } from '../../components/account-list/account-list';
import { regionText } from '../../components/address-form/address-checks';
import { AddressForm } from '../../components/address-form/address-form';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { fill } from '../../strings';
import { a } from './address-strings';

/** The server keeps at most this many per buyer; the page asks for all of them. */
const MAX = 20;

/** 地址管理: the buyer's addresses (default first), add / edit in a dialog, delete, 设为默认. */
export default function AddressManagePage() {
  return (
    <div class="sf-sheet sf-af-page">
      <AccountList
        list="user_address/get"
        max={MAX}
        words={a}
        card={(x) => ({
          head: (
            <>
              <b>{x.consignee}</b>
              <span>{maskPhone(x.mobile)}</span>
            </>
          ),
          body: (
            <>
              <p class="sf-af-card__region">{regionText(x)}</p>
              <p class="sf-af-card__detail">{x.detail}</p>
            </>
          ),
        })}
        form={({ row, total, onSaved, onClose }) => (
          <AddressForm address={row} first={total === 0} onSaved={onSaved}>
            {({ fields, busy, submit }) => (
              <ConfirmDialog
                open
                size="wide"
                title={row ? a.editTitle : a.addTitle}
                busy={busy}
                confirmText={a.save}
                onConfirm={submit}
                onCancel={onClose}
              >
                {fields}
              </ConfirmDialog>
            )}
          </AddressForm>
        )}
        setDefault={{
          id: 'user_address/edit',
          params: (x) => ({ id: x.id, is_default: true }),
          done: a.defaultSet,
        }}
        remove={{ id: 'user_address/delete', params: (x) => ({ id: x.id }), done: a.deleted }}
        deleteAsk={(x) => (
          <>
            {fill(a.deleteAsk, { name: x.consignee })}
            {x.is_default && <span class="sf-af-note">{a.deleteDefaultNote}</span>}
          </>
        )}
      />
    </div>
  );
}
