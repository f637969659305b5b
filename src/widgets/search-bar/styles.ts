import { base, type StyleKit, theme } from '../shared/styles';

export const makeStyles = (k: StyleKit) => ({
  root: base(k),
  form: k.css`
    display: flex;
    align-items: stretch;
    width: 100%;
    min-width: 320px;
    height: 40px;
    border: 2px solid ${theme.primary};
    border-radius: ${theme.radius};
    background: #fff;
    overflow: hidden;
  `,
  select: k.css`
    flex: none;
    border: 0;
    border-right: 1px solid ${theme.line};
    padding: 0 8px;
    background: #f7f8fa;
    font: inherit;
    color: ${theme.text};
    cursor: pointer;
  `,
  input: k.css`
    flex: 1;
    min-width: 0;
    border: 0;
    padding: 0 12px;
    font: inherit;
    color: ${theme.text};
    background: transparent;
    &::placeholder { color: #aaa; }
    &:focus-visible { outline-offset: -3px; }
  `,
  button: k.css`
    flex: none;
    border: 0;
    padding: 0 24px;
    background: ${theme.primary};
    color: #fff !important;
    font-size: 15px;
    letter-spacing: 2px;
    &:hover { filter: brightness(1.08); }
    &:focus-visible { outline-color: #fff; outline-offset: -4px; }
  `,
});
