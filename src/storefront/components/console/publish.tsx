import { type ReactNode, useState } from 'react';
import { api, showToast } from '../../../core';
import type { EndpointId } from '../../../core/api/contract/endpoints';
import {
  CONTENT_STATE_LABELS,
  CONTENT_STATES,
  type ContentStatus,
  isContentStatus,
} from '../../../core/rules/content-states';
import { ConfirmDialog } from '../confirm-dialog';
import { ConsoleDialog, PublishFooter } from './dialog-parts';
import { errorText } from './text';

/** The states of everything the console publishes (articles, slides, coupons, promotions). */
export const STATUSES: readonly (readonly [ContentStatus, string])[] = CONTENT_STATES.map(
  (id) => [id, CONTENT_STATE_LABELS[id]] as const,
);
export const statusName = (s: string): string => (isContentStatus(s) ? CONTENT_STATE_LABELS[s] : s);
export const isStatus = (s: string | null): s is ContentStatus => isContentStatus(s);

export type Move = 'publish' | 'withdraw';

/** `<kind>` of an `operator_<kind>/publish` id (single pages have no /withdraw and never ask it). */
type KindOf<Id> = Id extends `operator_${infer Kind}/publish` ? Kind : never;
/** What the console publishes, as the endpoint table names it. */
type Publishable = KindOf<EndpointId>;

/**
 * A row's 编辑 and its publishing buttons: 发布 while not published; once published, 查看页面
 * (when it shows on a page) and 撤回.
 */
export function PublishActions({
  published,
  page,
  onEdit,
  onMove,
}: {
  published: boolean;
  page?: string;
  onEdit: () => void;
  onMove: (move: Move) => void;
}) {
  return (
    <>
      <button type="button" class="sf-btn sf-btn--ghost sf-btn--sm" onClick={onEdit}>
        编辑
      </button>
      {published && page && (
        <a class="sf-btn sf-btn--ghost sf-btn--sm" href={page} target="_blank" rel="noopener">
          查看页面
        </a>
      )}
      <button
        type="button"
        class="sf-btn sf-btn--ghost sf-btn--sm"
        onClick={() => onMove(published ? 'withdraw' : 'publish')}
      >
        {published ? '撤回' : '发布'}
      </button>
    </>
  );
}

const shownOnSite = {
  publish: (name: string) => `发布后「${name}」将立即在前台显示，确认发布？`,
  withdraw: (name: string) => `撤回后「${name}」将不再在前台显示，确认撤回？`,
};

/**
 * Publishing or withdrawing a list row, asked first: `ask(row, move)` opens the confirmation
 * (titled 发布/撤回 + noun; withdrawing is the dangerous one), `dialog` is that confirmation.
 * On yes it sends `operator_<api>/<move>` with the row's id (and `extra`), toasts and reloads.
 */
export function usePublishMove<T extends { id: number }>({
  api: name,
  extra,
  nameOf,
  noun = '',
  messages,
  reload,
}: {
  api: Publishable;
  extra?: Record<string, unknown>;
  nameOf: (row: T) => string;
  noun?: string;
  /** The confirmations' words, when not 前台显示's. */
  messages?: Partial<Record<Move, (name: string) => string>>;
  reload: () => void;
}) {
  const [asking, setAsking] = useState<{ row: T; move: Move } | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      // a Publishable kind names a real endpoint; its input is the row's id (and `extra`)
      await api.call(`operator_${name}/${asking.move}` as 'operator_content/publish', {
        ...extra,
        id: asking.row.id,
      });
      showToast(CONTENT_STATE_LABELS[asking.move === 'publish' ? 'published' : 'withdrawn'], 'success');
      reload();
    } catch (err) {
      showToast(errorText(err), 'error');
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  const withdraw = asking?.move === 'withdraw';
  const say = { ...shownOnSite, ...messages }[withdraw ? 'withdraw' : 'publish'];
  const dialog = (
    <ConfirmDialog
      open={!!asking}
      title={`${withdraw ? '撤回' : '发布'}${noun}`}
      message={say(asking ? nameOf(asking.row) : '')}
      danger={withdraw}
      busy={busy}
      onConfirm={confirm}
      onCancel={() => setAsking(null)}
    />
  );
  const ask = (row: T, move: Move) => setAsking({ row, move });
  /** A ListTable's `ops`: the row's PublishActions, 查看页面 at `page` once published. */
  const ops =
    (onEdit: (row: T) => void, page?: (row: T) => string | undefined) => (row: T & { status: string }) => (
      <PublishActions
        published={row.status === 'published'}
        page={page?.(row)}
        onEdit={() => onEdit(row)}
        onMove={(move) => ask(row, move)}
      />
    );
  return { ask, ops, dialog };
}

/**
 * Saves an item (`save`), then publishes it (`publish`) when asked and it is not published yet,
 * and says which happened. Answers the item as it now is.
 */
export async function saveThenPublish<T extends { id: number; status: string }>(
  publishToo: boolean,
  save: () => Promise<{ info: T }>,
  publish: (id: number) => Promise<{ info: T }>,
): Promise<T> {
  let { info } = await save();
  if (publishToo && info.status !== 'published') info = (await publish(info.id)).info;
  showToast(publishToo ? '已发布' : '已保存', 'success');
  return info;
}

/** What a list's editing dialog is given: its row (null for a new one), how to close, what to reload. */
export interface EditorProps<T> {
  item: T | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * A publishable list's editing and publishing: `add` opens `editor(null, close)` for a new item,
 * `ops` is a ListTable's 编辑 and publishing buttons (查看页面 at `page` once published), and
 * `dialogs` holds the open editor and the publishing confirmation.
 */
export function usePublishList<T extends { id: number; status: string }>({
  page,
  editor,
  ...move
}: Parameters<typeof usePublishMove<T>>[0] & {
  page?: (row: T) => string | undefined;
  editor: (item: T | null, close: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const publishing = usePublishMove<T>(move);
  const close = () => setEditing(null);
  return {
    add: () => setEditing('new'),
    ops: publishing.ops(setEditing, page),
    dialogs: (
      <>
        {editing !== null && editor(editing === 'new' ? null : editing, close)}
        {publishing.dialog}
      </>
    ),
  };
}

/** A publishable item's editing dialog: its form, the refusal under it and PublishFooter. */
export function PublishDialog({
  published,
  onSave,
  ...dialog
}: Omit<Parameters<typeof ConsoleDialog>[0], 'footer' | 'form'> & {
  published: boolean;
  onSave: (publish: boolean) => void;
}) {
  return (
    <ConsoleDialog
      {...dialog}
      footer={
        <PublishFooter published={published} busy={dialog.busy} onClose={dialog.onClose} onSave={onSave} />
      }
    />
  );
}
