import { type StyleKit, theme } from '../shared/styles';

/** The account menu's styles (./account-menu.tsx), apart from the bar's (./styles.ts). */
export const makeMenuStyles = (k: StyleKit) => ({
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
});
