import { describe, expect, it } from 'vitest';
import { rmbWords } from './rmb-words';

describe('rmbWords (大写金额)', () => {
  it.each([
    [0, '人民币零元整'],
    [5, '人民币伍分'],
    [50, '人民币伍角整'],
    [100, '人民币壹元整'],
    [1_200_000, '人民币壹万贰仟元整'],
    [120_000, '人民币壹仟贰佰元整'],
    [30_005, '人民币叁佰元零伍分'],
    [1_000_100, '人民币壹万零壹元整'],
    [10_000_000_000, '人民币壹亿元整'],
    [10_000_500_000, '人民币壹亿零伍仟元整'],
    [1_234_567_890, '人民币壹仟贰佰叁拾肆万伍仟陆佰柒拾捌元玖角整'],
    [400_000_00, '人民币肆拾万元整'],
    [100_100_00, '人民币壹拾万零壹佰元整'.replace('壹拾', '壹拾')],
    [1_010, '人民币壹拾元壹角整'],
    [1_001, '人民币壹拾元零壹分'],
  ])('%i fen → %s', (fen, words) => {
    expect(rmbWords(fen)).toBe(words);
  });

  it('refuses what is not an amount', () => {
    expect(() => rmbWords(-1)).toThrow();
    expect(() => rmbWords(1.5)).toThrow();
  });
});
