/**
 * Marks the matched words of a result. The text and the words come from the server and are only
 * ever rendered as text nodes: a name like `<img onerror=…>` shows as those characters.
 */

export interface Part {
  text: string;
  hit: boolean;
}

/** Splits `text` into runs, marking every (case-insensitive) occurrence of a word, longest first. */
export function splitMarks(text: string, words: readonly string[]): Part[] {
  const wanted = [...new Set(words.map((w) => w.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!text || !wanted.length) return text ? [{ text, hit: false }] : [];
  const lower = text.toLowerCase();
  const marked = new Array<boolean>(text.length).fill(false);
  for (const w of wanted) {
    const lw = w.toLowerCase();
    if (lw.length !== w.length) continue; // a case fold that changes length cannot be mapped back
    for (let at = lower.indexOf(lw); at >= 0; at = lower.indexOf(lw, at + lw.length)) {
      // a longer word already marked here wins
      if (marked.slice(at, at + lw.length).some(Boolean)) continue;
      marked.fill(true, at, at + lw.length);
    }
  }
  const parts: Part[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = parts[parts.length - 1];
    if (last && last.hit === marked[i]) last.text += text[i];
    else parts.push({ text: text[i]!, hit: marked[i]! });
  }
  return parts;
}

export function Highlight({ text, words }: { text: string; words?: readonly string[] }) {
  return <>{splitMarks(text, words ?? []).map((p, i) => (p.hit ? <mark key={i}>{p.text}</mark> : p.text))}</>;
}
