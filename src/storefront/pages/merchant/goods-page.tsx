import '../../components/confirm-dialog.css';
import '../../components/console/console.css';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { OwnGoods } from '../../../core';
import {
  GOODS_STATE_LABELS,
  GOODS_STATES,
  type GoodsState,
  nextGoodsState,
} from '../../../core/rules/goods-states';
import { runAction } from '../../../core/stores/action';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListPanel, StateTag } from '../../components/console';
import { usePagedList } from '../../components/paged-list';
import { useQuery } from '../../components/use-query';
import { useSubmit } from '../../components/use-submit';
import { href } from '../../routes';
import { ge } from './goods-edit-strings';
import { m } from './merchant-strings';

type Move = 'submit' | 'withdraw' | 'shelf' | 'offShelf' | 'delete' | 'withdrawRevision';
/** A listed service's edit waiting for review (merchant_goods/edit answers it; buyers see the live version). */
const REVISION = {
  withdraw: '撤回修改',
  confirmWithdraw: '撤回后这次修改作废，买家继续看到当前线上版本。确定撤回？',
  pendingNote: '修改审核中，买家仍看到原版本',
  rejected: '修改未通过',
} as const;
const CONFIRM: Partial<Record<Move, string>> = {
  withdraw: ge.confirmWithdraw,
  offShelf: m.confirmOffShelf,
  delete: m.confirmDelete,
  withdrawRevision: REVISION.confirmWithdraw,
};
const LABEL: Record<Move, string> = {
  submit: m.submit,
  withdraw: ge.withdraw,
  shelf: m.shelf,
  offShelf: m.offShelf,
  delete: m.delete,
  withdrawRevision: REVISION.withdraw,
};
const isState = (s: string | null): s is GoodsState => !!s && (GOODS_STATES as readonly string[]).includes(s);

function Ops({ g, ask }: { g: OwnGoods; ask: (g: OwnGoods, move: Move) => void }) {
  const moves = (['submit', 'withdraw', 'shelf', 'offShelf', 'delete'] as const).filter((a) =>
    nextGoodsState(g.state, a),
  );
  return (
    <div class="mc-ops">
      {nextGoodsState(g.state, 'edit') && (
        <Link href={href('/merchant/goods/edit', { id: g.id })} class="sf-btn sf-btn--ghost sf-btn--sm">
          {m.edit}
        </Link>
      )}
      <Link href={href('/merchant/goods/edit', { copy: g.id })} class="sf-btn sf-btn--ghost sf-btn--sm">
        {m.copy}
      </Link>
      {/* what buyers would see: the version under review, for this lab's eyes only */}
      {g.state !== 'on_sale' || g.revision?.state === 'pending' ? (
        <Link
          href={href('/merchant/goods/preview', { id: g.id })}
          class="sf-btn sf-btn--ghost sf-btn--sm"
          aria-label={`${ge.preview} ${g.name}`}
        >
          {ge.preview}
        </Link>
      ) : null}
      {moves.map((a) => (
        <button key={a} type="button" class="sf-btn sf-btn--ghost sf-btn--sm" onClick={() => ask(g, a)}>
          {LABEL[a]}
        </button>
      ))}
      {g.revision?.state === 'pending' && (
        <button
          type="button"
          class="sf-btn sf-btn--ghost sf-btn--sm"
          onClick={() => ask(g, 'withdrawRevision')}
        >
          {REVISION.withdraw}
        </button>
      )}
    </div>
  );
}

/** 服务管理 (/merchant/goods): the lab's services by state, with what each state allows. */
export default function MerchantGoodsPage() {
  const q = useQuery();
  const [, navigate] = useLocation();
  const raw = q.get('state');
  const state: GoodsState | '' = isState(raw) ? raw : '';
  const [typed, setTyped] = useState(q.get('keyword') ?? '');
  const keyword = q.get('keyword') ?? '';
  const { state: api_, list, ref, pager } = usePagedList('merchant_goods/get', { state, keyword }, 10);
  const [pending, setPending] = useState<{ g: OwnGoods; move: Move } | null>(null);
  const { run: submit, busy } = useSubmit();
  const go = (s: GoodsState | '', k = keyword) => navigate(href('/merchant/goods', { state: s, keyword: k }));
  const run = async (g: OwnGoods, move: Move) => {
    const res = await submit(() => runAction(`merchant_goods/${move}`, { id: g.id }));
    setPending(null);
    if (res?.ok) api_.reload();
  };
  const ask = (g: OwnGoods, move: Move) => (CONFIRM[move] ? setPending({ g, move }) : run(g, move));
  return (
    <section class="mc-card" aria-labelledby="mc-goods-t" ref={ref}>
      <div class="mc-card__head">
        <h1 id="mc-goods-t" class="mc-title">
          服务管理
        </h1>
        <Link href={href('/merchant/goods/edit')} class="sf-btn sf-btn--primary sf-btn--sm">
          {m.addGoods}
        </Link>
      </div>
      <fieldset class="mc-tabs">
        <legend class="sf-sr">{m.status}</legend>
        {(['', ...GOODS_STATES] as const).map((s) => (
          <button key={s || 'all'} type="button" aria-pressed={state === s} onClick={() => go(s)}>
            {s ? GOODS_STATE_LABELS[s] : m.all}
          </button>
        ))}
      </fieldset>
      <form
        class="mc-filter"
        onSubmit={(e) => {
          e.preventDefault();
          go(state, typed.trim());
        }}
      >
        <input
          value={typed}
          maxLength={50}
          placeholder={m.keywordPh}
          aria-label={m.keywordPh}
          onInput={(e) => setTyped((e.currentTarget as HTMLInputElement).value)}
        />
        <button type="submit" class="sf-btn sf-btn--ghost sf-btn--sm">
          {m.search}
        </button>
      </form>
      <ListPanel
        state={api_}
        rows={list}
        empty={m.noGoods}
        pager={pager}
        columns={[
          {
            head: m.goodsName,
            cell: (g) => (
              <div class="mc-goods">
                {g.cover && <img src={g.cover} alt="" />}
                <div>
                  <div class="mc-goods__name">{g.name}</div>
                  {g.state === 'rejected' && g.reject_reason && (
                    <div class="mc-reason">
                      {m.rejectReason}：{g.reject_reason}
                    </div>
                  )}
                  {g.revision?.state === 'pending' && <div class="mc-hint">{REVISION.pendingNote}</div>}
                  {g.revision?.state === 'rejected' && (
                    <div class="mc-reason">
                      {REVISION.rejected}：{g.revision.reject_reason}
                    </div>
                  )}
                </div>
              </div>
            ),
          },
          { head: m.servicsType, cell: (g) => g.servics_name },
          { head: m.price, num: true, cell: (g) => g.min_price },
          {
            head: m.status,
            cell: (g) => (
              <>
                <StateTag state={g.state} label={g.state_label} />
                {g.revision?.state === 'pending' && (
                  <StateTag state="pending" label={g.revision.state_label} />
                )}
              </>
            ),
          },
          // Ops lays out its own buttons, so the cell is a plain one (no .mc-ops, no label)
          { head: m.actions, label: false, cell: (g) => <Ops g={g} ask={ask} /> },
        ]}
      />
      <ConfirmDialog
        open={!!pending}
        title={pending ? LABEL[pending.move] : ''}
        message={pending ? CONFIRM[pending.move] : ''}
        danger
        busy={busy}
        onConfirm={() => pending && run(pending.g, pending.move)}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
