import { base, type StyleKit, theme } from '../shared/styles';

export const makeStyles = (k: StyleKit) => ({
  root: base(k),
  button: k.css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 4px;
    min-width: 76px;
    height: 30px;
    padding: 0 14px;
    border: 1px solid ${theme.primary};
    border-radius: ${theme.radius};
    background: ${theme.primary};
    color: #fff !important;
    font-size: 13px;
    white-space: nowrap;
    transition: filter 0.15s, background 0.15s;
    &:hover { filter: brightness(1.08); }
    &[aria-pressed='true'] { background: #fff; color: ${theme.muted} !important; border-color: ${theme.line}; }
    &[aria-pressed='true']:hover { color: ${theme.text} !important; }
    &[aria-busy='true'] { opacity: 0.7; cursor: progress; }
  `,
});
