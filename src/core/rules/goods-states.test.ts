import { describe, expect, it } from 'vitest';
import {
  GOODS_STATES,
  GOODS_STATUS_CODE,
  GOODS_TRANSITIONS,
  goodsStateOf,
  MERCHANT_STATES,
  MERCHANT_STATUS_CODE,
  merchantStateOf,
  nextGoodsState,
  nextMerchantState,
} from './goods-states';

describe('the service listing state table', () => {
  it('keeps 1 as on sale (every public query tests it) and gives each state its own code', () => {
    expect(GOODS_STATUS_CODE.on_sale).toBe(1);
    const codes = GOODS_STATES.map((s) => GOODS_STATUS_CODE[s]);
    expect(new Set(codes).size).toBe(codes.length);
    for (const s of GOODS_STATES) expect(goodsStateOf(GOODS_STATUS_CODE[s])).toBe(s);
  });

  it.each([
    ['draft', 'submit', 'pending'],
    ['draft', 'delete', 'draft'],
    ['pending', 'approve', 'on_sale'],
    ['pending', 'reject', 'rejected'],
    ['pending', 'edit', 'pending'],
    ['pending', 'withdraw', 'draft'],
    ['rejected', 'submit', 'pending'],
    ['on_sale', 'offShelf', 'off_shelf'],
    ['on_sale', 'edit', 'on_sale'],
    ['off_shelf', 'shelf', 'pending'],
  ] as const)('%s --%s--> %s', (from, action, to) => {
    expect(nextGoodsState(from, action)).toBe(to);
  });

  it('refuses every move it does not list: no delete after submission, no withdraw outside review', () => {
    expect(nextGoodsState('on_sale', 'delete')).toBeNull();
    expect(nextGoodsState('rejected', 'delete')).toBeNull();
    expect(nextGoodsState('pending', 'delete')).toBeNull();
    expect(nextGoodsState('rejected', 'withdraw')).toBeNull();
    expect(nextGoodsState('on_sale', 'withdraw')).toBeNull();
    expect(nextGoodsState('draft', 'approve')).toBeNull();
    expect(nextGoodsState('off_shelf', 'approve')).toBeNull();
    // a private service (an accepted quote) is never edited, shelved or sent to review
    for (const a of ['edit', 'submit', 'withdraw', 'shelf', 'approve', 'offShelf', 'delete'] as const)
      expect(nextGoodsState('private', a)).toBeNull();
    const moves = Object.values(GOODS_TRANSITIONS).flatMap((t) => Object.values(t));
    expect(moves.every((s) => (GOODS_STATES as readonly string[]).includes(s))).toBe(true);
  });
});

describe('the onboarding state table', () => {
  it('opens only from review, and a rejected lab resubmits', () => {
    expect(MERCHANT_STATUS_CODE.open).toBe(1);
    for (const s of MERCHANT_STATES) expect(merchantStateOf(MERCHANT_STATUS_CODE[s])).toBe(s);
    expect(nextMerchantState('pending', 'approve')).toBe('open');
    expect(nextMerchantState('pending', 'reject')).toBe('rejected');
    expect(nextMerchantState('rejected', 'resubmit')).toBe('pending');
    expect(nextMerchantState('rejected', 'approve')).toBeNull();
    expect(nextMerchantState('open', 'reject')).toBeNull();
    expect(nextMerchantState('pending', 'resubmit')).toBeNull();
  });
});
