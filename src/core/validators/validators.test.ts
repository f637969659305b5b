import { describe, expect, it } from 'vitest';
import { isEmail, isLandline, isPassword, isPhone, phoneDigits } from '.';

describe('validators', () => {
  it.each([
    ['13800000001', true],
    ['19912345678', true],
    ['10000000000', true],
    ['23800000001', false],
    ['1380000000', false],
    ['138000000011', false],
    ['1380000000a', false],
    [' 13800000001', false],
    ['', false],
  ])('isPhone(%j) = %s', (v, ok) => expect(isPhone(v)).toBe(ok));

  it.each([
    ['138 0000 0001', '13800000001'],
    ['138-0000-0001', '13800000001'],
    [' 13800000001\t', '13800000001'],
    ['138.0000.0001', '138.0000.0001'],
    ['１３８　００００　０００１', '13800000001'],
    ['１３８－００００－０００１', '13800000001'],
  ])('phoneDigits(%j) = %j (a pasted number keeps only its digits)', (v, out) => {
    expect(phoneDigits(v)).toBe(out);
  });

  it.each([
    ['user@example.com', true],
    ['first.last+tag@mail.example.cn', true],
    ['a@b.co', true],
    ['a@b.info', true],
    ['a@b.c', false],
    ['a@b.museum', false],
    ['a@b', false],
    ['@example.com', false],
    ['user@@example.com', false],
    ['user example@x.com', false],
  ])('isEmail(%j) = %s', (v, ok) => expect(isEmail(v)).toBe(ok));

  it.each([
    ['010-12345678', true],
    ['0755-1234567', true],
    ['12345678', true],
    ['1234567', true],
    ['01-12345678', false],
    ['01234-1234567', false],
    ['010-123456', false],
    ['010-123456789', false],
    ['010 12345678', false],
    ['010-', false],
  ])('isLandline(%j) = %s', (v, ok) => expect(isLandline(v)).toBe(ok));
});

describe('isPassword', () => {
  it.each([
    ['Secret2024', true],
    ['密码是Secret2024', true],
    ['correct horse battery staple', true], // a passphrase of 16+ needs no digit
    [`a1${'x'.repeat(126)}`, true], // 128 characters
    ['abcdefgh', false],
    ['12345678', false],
    ['ab 1234', false],
    [`a1${'x'.repeat(127)}`, false], // 129
    ['Secret\u00002024', false],
    ['                ', false],
  ])('%s → %s', (value, valid) => {
    expect(isPassword(value)).toBe(valid);
  });
});
