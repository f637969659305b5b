/**
 * A document's bytes behind a short-lived signed link (/files/…), for a page that shows them and
 * hashes exactly what it shows (the contract signing dialog). No login header: the link's own
 * signature is the permission. Null when the link has expired or the network failed.
 */
export async function fetchFileBytes(url: string): Promise<Uint8Array | null> {
  try {
    const res = await fetch(url, { credentials: 'omit', cache: 'no-store' });
    if (!res.ok) return null;
    return new Uint8Array(await res.arrayBuffer());
  } catch {
    return null;
  }
}
