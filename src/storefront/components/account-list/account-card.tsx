import type { ReactNode } from 'react';

export interface AccountCardProps {
  isDefault: boolean;
  /** The name and its tags; 默认 follows them on the default row. */
  head: ReactNode;
  /** The lines under the head. */
  body?: ReactNode;
  defaultTag: string;
  /** The card's buttons (CardActions). */
  children: ReactNode;
}

/** One row of an account list as a card, the default one marked. */
export function AccountCard({ isDefault, head, body, defaultTag, children }: AccountCardProps) {
  return (
    <li class={`sf-af-card${isDefault ? ' is-default' : ''}`}>
      <div class="sf-af-card__head">
        {head}
        {isDefault && <span class="sf-tag sf-af-tag">{defaultTag}</span>}
      </div>
      {body}
      {children}
    </li>
  );
}
