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
    // issue 18: no ticker in a narrow slot (it sliced characters at both edges) — the notice
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
    menu: k.css`
      position: absolute;
      left: 50%;
      top: 100%;
      transform: translateX(-50%);
      z-index: 1000;
      min-width: 120px;
      margin: 0;
      padding: 6px 0;
      list-style: none;
      background: #fff;
      border: 1px solid ${theme.line};
      border-radius: ${theme.radius};
      box-shadow: 0 8px 24px rgba(0, 0, 0, 0.12);
      & a, & button {
        display: block;
        width: 100%;
        padding: 6px 16px;
        border: 0;
        background: none;
        font-size: 13px;
        text-align: center;
        white-space: nowrap;
      }
      & a:hover, & button:hover { background: #f2f6ff; color: ${theme.primary}; }
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
