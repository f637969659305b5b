import { describe, expect, it } from 'vitest';
import { callKey, resolveCall } from './first-calls';

describe('callKey', () => {
  it('names a call the same however its parameters were spelled', () => {
    expect(callKey('goods/info', { id: 1 })).toBe(callKey('goods/info', { id: '1' }));
    expect(callKey('carousel/get', { position: 'home', page: 1, limit: 10 })).toBe(
      callKey('carousel/get', { limit: '10', page: 1, position: 'home' }),
    );
    expect(callKey('search/get', { page: 1, type: undefined, q: null })).toBe(
      callKey('search/get', { page: 1 }),
    );
  });

  it('tells different calls apart', () => {
    expect(callKey('goods/info', { id: 1 })).not.toBe(callKey('goods/info', { id: 2 }));
    expect(callKey('goods/info', { id: 1 })).not.toBe(callKey('merchant/info', { id: 1 }));
    // a value cannot pose as another parameter
    expect(callKey('search/goods', { keyword: 'a&page=2' })).not.toBe(
      callKey('search/goods', { keyword: 'a', page: 2 }),
    );
  });
});

describe('resolveCall', () => {
  const goods = ['goods/info', { id: '?id' }] as const;

  it("fills '?name' values from the address", () => {
    expect(resolveCall(goods, new URLSearchParams('id=7&x=1'))).toEqual(['goods/info', { id: '7' }]);
    expect(resolveCall(['merchant/get', { page: 1, limit: 100 }], new URLSearchParams())).toEqual([
      'merchant/get',
      { page: 1, limit: 100 },
    ]);
  });

  it('skips the call when the address lacks the value', () => {
    expect(resolveCall(goods, new URLSearchParams())).toBeNull();
    expect(resolveCall(goods, new URLSearchParams('id=%20'))).toBeNull();
  });
});
