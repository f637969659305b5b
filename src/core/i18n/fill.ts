/** `text` with `{name}` placeholders filled from `vars` (apart from the words: see zh-cn.ts `t`). */
export const fillWords = (text: string, vars?: Record<string, string | number>): string =>
  vars ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? '')) : text;
