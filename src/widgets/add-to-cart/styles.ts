import { base, type StyleKit, theme } from '../shared/styles';

export const makeStyles = (k: StyleKit) => ({
  root: base(k),
  row: k.css`
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 10px;
  `,
  price: k.css`
    color: ${theme.red};
    font-size: 16px;
    font-weight: 700;
  `,
  button: k.css`
    height: 32px;
    padding: 0 16px;
    border: 1px solid ${theme.primary};
    border-radius: ${theme.radius};
    background: ${theme.primary};
    color: #fff !important;
    white-space: nowrap;
    &:hover { filter: brightness(1.08); }
    &:disabled { opacity: 0.55; cursor: not-allowed; filter: none; }
    &[aria-busy='true'] { opacity: 0.7; cursor: progress; }
  `,
  note: k.css`
    color: ${theme.muted};
    font-size: 12px;
  `,
});
