import { describe, expect, it } from 'vitest';
import { foldChar, highlightsFor } from './highlight';
import { parseQuery } from './query';
import { fold } from './text';

describe('highlights', () => {
  it('folds every character of the short-cut ranges exactly as NFKC and lower case do', () => {
    for (const [from, to] of [
      [0, 0x7f],
      [0x4e00, 0x9fff],
    ] as const) {
      for (let c = from; c <= to; c++) {
        const ch = String.fromCharCode(c);
        expect(foldChar(ch), `U+${c.toString(16)}`).toBe(fold(ch));
      }
    }
  });

  it('marks words as the page spells them, full-width, upper case and standard numbers alike', () => {
    const q = parseQuery('gb 5749 水质检测');
    const tokens = q.terms.flatMap((t) => t.alts.flatMap((a) => a.tokens));
    const marks = highlightsFor(q.terms, tokens, [
      '生活饮用水水质检测（ＧＢ　５７４９）',
      'GB 5749-2022',
      '华测检测',
      '按 GB 5749-2022 检测水质',
    ]);
    expect(marks).toEqual(expect.arrayContaining(['GB 5749-2022', 'ＧＢ　５７４９', '水质', '检测']));
    // longest first, so the page marks the whole standard before a part of it
    expect(marks.map((m) => m.length)).toEqual([...marks.map((m) => m.length)].sort((a, b) => b - a));
  });
});
