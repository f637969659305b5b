/** Theme values: custom properties a host page may set, with the defaults. */
export const theme = {
  primary: 'var(--tic-primary, #1a62d6)',
  radius: 'var(--tic-radius, 4px)',
  font: 'var(--tic-font, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif)',
  red: '#d42a2d',
  text: '#333',
  muted: '#666',
  line: '#e5e6eb',
} as const;
