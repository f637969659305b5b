import { base, type StyleKit, theme } from '../shared/styles';

export const makeStyles = (k: StyleKit) => ({
  root: base(k),
  line: k.css`
    display: flex;
    align-items: center;
    gap: 4px;
    height: 24px;
    font-size: 12px;
    color: ${theme.muted};
  `,
  label: k.css`
    flex: none;
    margin-right: 4px;
  `,
  // on one line, the rest clipped — whole words: one that does not fit wraps to a
  // second line the fixed height hides, so no word is ever cut in half
  list: k.css`
    display: flex;
    flex-wrap: wrap;
    white-space: nowrap;
    overflow: hidden;
    min-width: 0;
    flex: 1;
    height: 22px;
    line-height: 18px;
    gap: 9px 12px;
    margin: 0;
    padding: 2px;
    list-style: none;
    & > li { flex: none; }
  `,
  word: k.css`
    flex: none;
    border: 0;
    padding: 0;
    background: none;
    font-size: 12px;
    color: #666 !important;
    &:hover { color: ${theme.primary} !important; text-decoration: underline; }
  `,
  first: k.css`
    color: ${theme.red} !important;
  `,
});
