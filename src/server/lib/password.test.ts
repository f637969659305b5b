import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('scrypt passwords', () => {
  it('hashes with a random salt and verifies', async () => {
    const a = await hashPassword('Demo@1234');
    const b = await hashPassword('Demo@1234');
    expect(a).toMatch(/^scrypt\$\d+\$\d+\$\d+\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Demo@1234', a)).toBe(true);
    expect(await verifyPassword('demo@1234', a)).toBe(false);
    expect(await verifyPassword('Demo@1234', 'garbage')).toBe(false);
  });
});
