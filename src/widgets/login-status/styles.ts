import { base, type StyleKit, theme } from '../shared/styles';

export const makeStyles = (k: StyleKit) => {
  const scroll = k.keyframes`
    from { transform: translateX(var(--tic-notice-width, 240px)); }
    to { transform: translateX(-100%); }
  `;
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
    notice: k.css`
      position: relative;
      width: var(--tic-notice-width, 240px);
      overflow: hidden;
      color: ${theme.muted};
      & > span { display: inline-block; padding-left: 0; animation: ${scroll} var(--d, 16s) linear infinite; }
      &:hover > span, &:focus-within > span { animation-play-state: paused; }
      @media (prefers-reduced-motion: reduce) {
        & > span { animation: none; max-width: 100%; overflow: hidden; text-overflow: ellipsis; vertical-align: bottom; }
      }
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
