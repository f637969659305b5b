import { type StyleKit, theme } from '../shared/styles';

/** The popover's styles (./cart-popover.tsx), apart from the button's (./styles.ts). */
export const makePopoverStyles = (k: StyleKit) => ({
  // 388 px wide, at most 330 px high, scrolls
  popover: k.css`
    position: absolute;
    right: 0;
    top: calc(100% + 4px);
    z-index: 1000;
    width: 388px;
    max-width: 96vw;
    background: #fff;
    border: 1px solid ${theme.line};
    border-radius: ${theme.radius};
    box-shadow: 0 8px 24px rgba(0, 0, 0, 0.12);
    &::before { content: ''; position: absolute; left: 0; right: 0; top: -6px; height: 6px; }
  `,
  head: k.css`
    padding: 8px 12px;
    font-size: 12px;
    color: ${theme.muted};
    border-bottom: 1px solid ${theme.line};
  `,
  list: k.css`
    max-height: 330px;
    overflow-y: auto;
    overscroll-behavior: contain;
    margin: 0;
    padding: 0;
    list-style: none;
  `,
  item: k.css`
    display: flex;
    gap: 10px;
    align-items: center;
    padding: 10px 12px;
    border-bottom: 1px solid #f2f3f5;
    &:hover { background: #f7f9fc; }
  `,
  img: k.css`
    flex: none;
    width: 56px;
    height: 56px;
    object-fit: cover;
    border-radius: ${theme.radius};
    background: #f2f3f5;
  `,
  info: k.css`
    flex: 1;
    min-width: 0;
  `,
  name: k.css`
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: 13px;
  `,
  remark: k.css`
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: 12px;
    color: ${theme.muted};
  `,
  side: k.css`
    flex: none;
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: 4px;
  `,
  price: k.css`
    color: ${theme.red};
    font-weight: 600;
  `,
  remove: k.css`
    border: 0;
    padding: 2px;
    background: none;
    color: ${theme.muted} !important;
    line-height: 0;
    &:hover { color: ${theme.red} !important; }
  `,
  foot: k.css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 10px 12px;
    background: #f7f8fa;
    font-size: 13px;
  `,
  total: k.css`
    color: ${theme.red};
    font-size: 16px;
    font-weight: 600;
  `,
  settle: k.css`
    flex: none;
    padding: 6px 14px;
    border-radius: ${theme.radius};
    background: ${theme.red};
    color: #fff !important;
    &:hover { filter: brightness(1.08); }
  `,
  empty: k.css`
    padding: 28px 12px;
    text-align: center;
    color: ${theme.muted};
  `,
});
