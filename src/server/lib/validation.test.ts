import { describe, expect, it } from 'vitest';
import { checkRawInput, hasForbiddenChars, toPositiveInt } from './validation';

describe('input checks', () => {
  it('spots NUL, lone surrogates and bidi controls but allows Chinese, emoji and newlines', () => {
    for (const bad of ['\u0000', 'a\ud800', '\udc00b', '\u202e', '\u2066x', '\u200f'])
      expect(hasForbiddenChars(bad)).toBe(true);
    for (const good of ['检验检测认证', 'GB/T 19001-2016', '😀', 'line\nbreak\ttab'])
      expect(hasForbiddenChars(good)).toBe(false);
  });

  it('walks nested input, keys included, and refuses absurd depth or length', () => {
    expect(checkRawInput({ a: [{ b: 'ok' }] })).toBeNull();
    expect(checkRawInput({ 'k\u0000': 1 })).toBe('输入内容包含非法字符');
    expect(checkRawInput({ a: 'x'.repeat(20_001) })).toBe('输入内容过长');
    expect(checkRawInput({ a: { b: { c: { d: { e: { f: 1 } } } } } })).toBe('无效的参数');
  });

  it('reads positive int ids from numbers and digit strings only', () => {
    expect([1, '42', 2147483647].map(toPositiveInt)).toEqual([1, 42, 2147483647]);
    expect([0, -1, 1.5, '01', '1e3', ' 1', '2147483648', true, null, [1]].map(toPositiveInt)).toEqual(
      Array(10).fill(null),
    );
  });
});
