import { describe, expect, it } from 'vitest';
import {
  isPersonalTitle,
  isTaxNumber,
  normalizeTaxNumber,
  taxNumberProblem,
  usccCheckChar,
} from './tax-number';

describe('tax numbers (GB 32100-2015 and legacy)', () => {
  it.each([
    // real-shaped 统一社会信用代码 with correct check characters
    ['91350100M000100Y43', true],
    ['91110000802100433B', true],
    ['91110108MA01H3KX26', true],
    ['12100000400000624D', true],
    // one character changed: the check character no longer matches
    ['91350100M000100Y44', false],
    ['91350100M000100Y53', false],
    ['91110108MA01H3KX2T', false],
    // characters GB 32100 never uses (I, O, S, V, Z) and a bad first character
    ['91350100M000100IO3', false],
    ['01350100M000100Y43', false],
    // legacy numbers: 15 (region + organisation code) and 20 (ID number + 2 digits)
    ['110108633706187', true],
    ['11010863370618X', true],
    ['11010519491231002X01', true],
    ['1101051949123100201', false],
    ['ABCDEF633706187', false],
    // lengths that are nothing
    ['9135010', false],
    ['', false],
    ['91350100M000100Y43A', false],
  ])('isTaxNumber(%j) = %s', (v, ok) => expect(isTaxNumber(v)).toBe(ok));

  it('computes the check character over the first 17', () => {
    expect(usccCheckChar('91350100M000100Y4')).toBe('3');
    expect(usccCheckChar('91110000802100433')).toBe('B');
    // a sum that is a multiple of 31 gives 0, not 31
    const zeros = '00000000000000000';
    expect(usccCheckChar(zeros)).toBe('0');
  });

  it('normalises spaces and case the way buyers type them', () => {
    expect(normalizeTaxNumber(' 91350100m000100y43 ')).toBe('91350100M000100Y43');
    expect(normalizeTaxNumber('9135 0100 M000 100Y 43')).toBe('91350100M000100Y43');
  });

  it.each([
    ['', '请输入纳税人识别号'],
    ['   ', '请输入纳税人识别号'],
    ['12345', '纳税人识别号应为 15、18 或 20 位'],
    ['91350100M000100Y44', '纳税人识别号校验位不正确，请核对'],
    ['91350100M000100IO3', '纳税人识别号格式不正确'],
    ['ABCDEF633706187', '纳税人识别号格式不正确'],
    ['91350100m000100y43', ''],
    ['110108633706187', ''],
  ])('taxNumberProblem(%j) = %j', (v, message) => expect(taxNumberProblem(v)).toBe(message));

  it.each([
    ['个人', true],
    [' 个人 ', true],
    ['个人（张伟）', true],
    ['个人(张伟)', true],
    ['个人独资企业', false],
    ['北京华检科技有限公司', false],
  ])('isPersonalTitle(%j) = %s', (v, ok) => expect(isPersonalTitle(v)).toBe(ok));
});
