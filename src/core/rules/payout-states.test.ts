import { describe, expect, it } from 'vitest';
import { bankAccountDigits, isBankAccount, isDebitCard, maskBankAccount } from '../validators';
import { canUpgrade, nextPayoutState, PAYOUT_STATE_LABELS, PAYOUT_STATES } from './payout-states';

describe('payout states', () => {
  it('moves only as the table says', () => {
    expect(nextPayoutState('none', 'apply')).toBe('reviewing');
    expect(nextPayoutState('reviewing', 'approve')).toBe('signing');
    expect(nextPayoutState('reviewing', 'reject')).toBe('rejected');
    expect(nextPayoutState('signing', 'sign')).toBe('opened');
    expect(nextPayoutState('rejected', 'apply')).toBe('reviewing');
    expect(nextPayoutState('opened', 'upgrade')).toBe('reviewing');
    expect(nextPayoutState('reviewing', 'reject_upgrade')).toBe('opened');
    expect(nextPayoutState('signing', 'reject_upgrade')).toBeNull();
    expect(nextPayoutState('reviewing', 'sign')).toBeNull();
    expect(nextPayoutState('signing', 'apply')).toBeNull();
    expect(nextPayoutState('opened', 'apply')).toBeNull();
    expect(canUpgrade('opened', 'micro')).toBe(true);
    expect(canUpgrade('opened', 'company')).toBe(false);
    expect(canUpgrade('signing', 'micro')).toBe(false);
    for (const s of PAYOUT_STATES) expect(PAYOUT_STATE_LABELS[s]).toMatch(/^[\u4e00-\u9fa5]+$/);
  });
});

describe('bank account numbers', () => {
  it('checks debit cards by Luhn, corporate accounts by length only, and masks both', () => {
    expect(isDebitCard('6222021001234567896')).toBe(true);
    expect(isDebitCard('6222 0210 0123 4567 896')).toBe(true);
    expect(isDebitCard('6222021001234567890')).toBe(false);
    expect(isDebitCard('622202100123')).toBe(false);
    expect(isBankAccount('310066726018800012345')).toBe(true);
    expect(bankAccountDigits('3100-6672 6018')).toBe('310066726018');
    expect(maskBankAccount('6222021001234567896')).toBe('6222 **** **** 7896');
    expect(maskBankAccount('1234567')).toBe('*******');
  });
});
