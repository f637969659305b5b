import { base, type StyleKit, theme } from '../shared/styles';

export const makeStyles = (k: StyleKit) => ({
  root: base(k),
  wrap: k.css`
    position: relative;
    display: inline-block;
  `,
  button: k.css`
    display: inline-flex;
    align-items: center;
    gap: 6px;
    height: 40px;
    padding: 0 16px;
    border: 1px solid ${theme.line};
    border-radius: ${theme.radius};
    background: #fff;
    color: ${theme.text};
    white-space: nowrap;
    &:hover, &[aria-expanded='true'] { border-color: ${theme.primary}; color: ${theme.primary}; }
    & svg { color: ${theme.primary}; }
  `,
  badge: k.css`
    min-width: 18px;
    height: 18px;
    padding: 0 5px;
    border-radius: 9px;
    background: ${theme.red};
    color: #fff;
    font-size: 12px;
    line-height: 18px;
    text-align: center;
  `,
});
