import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkRawInput,
  dateField,
  hasForbiddenChars,
  RICH_TEXT_MAX,
  richTextField,
  sortField,
  toPositiveInt,
} from './validation';

/** What a field parses `v` to, or the Chinese message it refuses it with. */
const parse = (field: z.ZodType, v: unknown) => {
  const r = z.object({ f: field }).safeParse({ f: v });
  return r.success ? (r.data as { f: unknown }).f : r.error.issues[0]?.message;
};

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

  it('reads a sort position 0-9999, absent as 0', () => {
    expect([undefined, null, '', 0, '12', 9999].map((v) => parse(sortField(), v))).toEqual([
      0, 0, 0, 0, 12, 9999,
    ]);
    for (const bad of [-1, 10000, 1.5, 'abc'])
      expect(parse(sortField(), bad)).toBe('排序请填写 0-9999 的整数');
  });

  it('bounds rich text: required needs more than blanks, optional reads absent as empty', () => {
    const long = 'x'.repeat(RICH_TEXT_MAX + 1);
    expect(parse(richTextField(), '<p>正文</p>')).toBe('<p>正文</p>');
    for (const blank of [undefined, null, '', '  ', 3])
      expect(parse(richTextField(), blank)).toBe('请输入正文');
    expect(parse(richTextField(), long)).toBe('正文过长');
    expect([undefined, null, '  '].map((v) => parse(richTextField(false), v))).toEqual(['', '', '  ']);
    expect(parse(richTextField(false), long)).toBe('正文过长');
    expect(parse(richTextField(false), 3)).toBe('正文过长');
  });

  it('reads existing calendar dates, in the form’s own words when it has them', () => {
    expect(parse(dateField('开始日期'), '2026-02-28')).toBe('2026-02-28');
    expect(parse(dateField('开始日期'), '')).toBe('请选择开始日期');
    expect(parse(dateField('开始日期'), '2026-02-30')).toBe('开始日期格式不正确');
    expect(parse(dateField('截止日期', '无效的截止日期'), '2026-02-30')).toBe('无效的截止日期');
    expect(parse(dateField('截止日期', '无效的截止日期'), undefined)).toBe('请选择截止日期');
  });
});
