import { base, type StyleKit, theme } from '../shared/styles';

export const makeStyles = (k: StyleKit) => {
  return {
    root: base(k),
    bar: k.css`
      display: flex;
      align-items: center;
      gap: 16px;
      height: 32px;
      font-size: 12px;
      color: #666;
      white-space: nowrap;
    `,
    // no ticker in a narrow slot (it sliced characters at both edges) — the notice
    // stands still, takes the room it needs up to the slot, ends in … and is whole in its title
    notice: k.css`
      max-width: var(--tic-notice-width, 360px);
      overflow: hidden;
      text-overflow: ellipsis;
      color: ${theme.muted};
    `,
    links: k.css`
      display: flex;
      align-items: center;
      gap: 12px;
    `,
    strong: k.css`
      color: ${theme.primary} !important;
    `,
    wrap: k.css`
      position: relative;
    `,
    trigger: k.css`
      display: inline-flex;
      align-items: center;
      gap: 4px;
      border: 0;
      padding: 4px 0;
      background: none;
      font-size: 12px;
      &:hover, &[aria-expanded='true'] { color: ${theme.primary}; }
      &[aria-expanded='true'] svg { transform: rotate(180deg); }
    `,
    plain: k.css`
      border: 0;
      padding: 0;
      background: none;
      font-size: 12px;
      &:hover { color: ${theme.primary}; }
    `,
  };
};
