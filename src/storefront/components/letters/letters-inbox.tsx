import '../tab-line.css';
import './letters.css';
import { useStore } from '@nanostores/react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'wouter';
import { $session, type SiteLetter } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { runAction } from '../../../core/stores/action';
// the layouts around both inboxes hold the unread store: taken from there, it adds no chunk
import { $unreadLetters, lettersRead, unreadFor } from '../../layouts/account-layout';
import { fill } from '../../strings';
import { EmptyState } from '../empty-state';
import { ListBody, staleClass } from '../list-body';
import { usePagedList } from '../paged-list';
import { Skeleton } from '../skeleton';
import { useSubmit } from '../use-submit';
import { lw } from './letters-strings';

const LIMIT = 10;

/** A storefront path a letter may link to; anything else is shown as plain text. */
const isLocal = (link: string): boolean => /^\/(?!\/)/.test(link);

export interface LettersInboxProps {
  /** The frame's class (the buyer's page card, the merchant centre's card). */
  className: string;
  /** The page head: `sub` counts the letters, `readAll` is the 全部已读 button. */
  head: (sub: string, readAll: ReactNode) => ReactNode;
  /** Under the empty state's words: where to go instead. */
  emptyAction: ReactNode;
}

/**
 * The caller's site letters, newest first, all or unread only, paged: opening a letter shows it
 * with a link to what it is about and marks it read; 全部已读 marks every one. The badges (a
 * store the header and the side menu share) drop at once, in every tab. The server answers each
 * account its own letters, whoever asks (buyer or lab).
 */
export function LettersInbox({ className, head, emptyAction }: LettersInboxProps) {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const { state, list, ref, pager } = usePagedList(
    'notice_site_letter/get',
    { unread: unreadOnly || undefined },
    LIMIT,
  );
  const [read, setRead] = useState<ReadonlySet<number>>(new Set());
  const [open, setOpen] = useState<number | null>(null);
  const { run, busy } = useSubmit();
  const token = useStore($session).token;
  const unread = unreadFor(useStore($unreadLetters), token);
  const panel = useId();

  const isRead = (l: SiteLetter) => l.is_read || read.has(l.id);

  const openLetter = async (l: SiteLetter) => {
    setOpen(open === l.id ? null : l.id);
    if (isRead(l)) return;
    setRead((r) => new Set(r).add(l.id));
    const res = await runAction('notice_site_letter/read', { id: l.id }, { quiet: true });
    if (res.ok) lettersRead(res.data?.count ?? 1);
    else
      setRead((r) => {
        const next = new Set(r);
        next.delete(l.id);
        return next;
      });
  };

  const readAll = async () => {
    const res = await run(() => runAction('notice_site_letter/read', { all: true }));
    if (!res?.ok) return;
    lettersRead('all');
    setRead(new Set(list.map((l) => l.id)));
  };

  const tabs = [
    { on: false, label: lw.all },
    { on: true, label: lw.unread },
  ];

  return (
    <div class={className} ref={ref}>
      {head(
        state.data && !unreadOnly && unread !== null
          ? fill(lw.total, { n: state.data.total, u: unread })
          : '',
        <button
          type="button"
          class="sf-btn sf-btn--sm"
          disabled={busy || unread === 0 || !state.data}
          onClick={() => void readAll()}
        >
          {lw.readAll}
        </button>,
      )}
      <div class="sf-tab-line sf-letter-tabs" role="tablist" aria-label={lw.tabs}>
        {tabs.map((t) => (
          <button
            key={t.label}
            type="button"
            role="tab"
            aria-selected={unreadOnly === t.on ? 'true' : 'false'}
            aria-controls={panel}
            onClick={() => {
              setUnreadOnly(t.on);
              setRead(new Set());
              setOpen(null);
            }}
          >
            {t.label}
            {t.on && unread ? <span class="sf-letter-tabs__n">{unread > 99 ? '99+' : unread}</span> : null}
          </button>
        ))}
      </div>
      <div id={panel} role="tabpanel" class={staleClass('sf-letter-body', state)}>
        <ListBody
          state={state}
          count={list.length}
          skeleton={<Skeleton rows={6} />}
          empty={<EmptyState text={unreadOnly ? lw.emptyUnread : lw.empty}>{emptyAction}</EmptyState>}
        >
          <ul class="sf-letter-list" aria-label={lw.list}>
            {list.map((l) => (
              <Letter
                key={l.id}
                letter={l}
                read={isRead(l)}
                open={open === l.id}
                onOpen={() => void openLetter(l)}
              />
            ))}
          </ul>
        </ListBody>
        {pager}
      </div>
    </div>
  );
}

function Letter({
  letter: l,
  read,
  open,
  onOpen,
}: {
  letter: SiteLetter;
  read: boolean;
  open: boolean;
  onOpen: () => void;
}) {
  const body = useId();
  return (
    <li class={`sf-letter${read ? '' : ' is-unread'}${open ? ' is-open' : ''}`}>
      <button
        type="button"
        class="sf-letter__head"
        aria-expanded={open}
        aria-controls={body}
        onClick={onOpen}
      >
        <span class="sf-letter__dot" aria-hidden="true" />
        {!read && <span class="sf-sr">{lw.unreadMark}</span>}
        <span class="sf-letter__title">{l.title}</span>
        <time class="sf-letter__time" dateTime={l.created_at}>
          {formatTime(l.created_at).slice(0, 16)}
        </time>
      </button>
      {open && (
        <div id={body} class="sf-letter__body">
          <p>{l.content}</p>
          {l.link && isLocal(l.link) ? (
            <Link href={l.link} class="sf-letter__link">
              {lw.openLink} ›
            </Link>
          ) : null}
        </div>
      )}
    </li>
  );
}
