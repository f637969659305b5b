/**
 * A link an operator sets (a carousel slide or banner, the online-service address, a logo): a
 * path of this site or an http(s) address, never javascript: or another host through `//host`.
 * Browsers read a backslash in an http(s) address as a slash, so `/\evil.example` opens
 * evil.example just as `//evil.example` does; tabs and line breaks they drop. The link is
 * therefore judged, and answered for storing, in the form the browser will read.
 */
export function siteLink(value: string, { httpsOnly = false } = {}): string | null {
  const s = value.replace(/\\/g, '/');
  if (/^\/(?!\/)[^\s"'<>]*$/.test(s)) return s;
  const web = httpsOnly ? /^https:\/\/[^\s/"'<>]+[^\s"'<>]*$/i : /^https?:\/\/[^\s/"'<>]+[^\s"'<>]*$/i;
  return web.test(s) ? s : null;
}
