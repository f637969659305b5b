import { describe, expect, it } from 'vitest';
import { fakeApi, ok, refused } from '../../testing/fake-api';
import { $hotWords, loadHotWords } from '../hot-words';
import { $config, loadConfig } from '.';

describe('$config and $hotWords', () => {
  it('config is loaded once', async () => {
    const api = fakeApi({ 'config/load': ok({ config: { service_code: 'https://kf.example/chat' } }) });
    await Promise.all([loadConfig(), loadConfig()]);
    await loadConfig();
    expect(api.callsTo('config/load')).toHaveLength(1);
    expect($config.get()?.service_code).toBe('https://kf.example/chat');
  });

  it('hot words are kept by type; a larger limit wins', async () => {
    const api = fakeApi({
      'search/get': (p) =>
        ok({
          list: Array.from({ length: Number(p.limit) }, (_, i) => ({ id: i, keyword: `${p.type}${i}` })),
          total: 50,
          page: 1,
          limit: p.limit,
        }),
    });
    await Promise.all([loadHotWords('goods', 20), loadHotWords('goods', 5), loadHotWords('merchant')]);
    await loadHotWords('goods', 20);
    expect(api.calls.map((c) => c.params)).toEqual([
      { page: 1, limit: 20, type: 'goods' },
      { page: 1, limit: 5, type: 'goods' },
      { page: 1, limit: 20, type: 'merchant' },
    ]);
    expect($hotWords.get().goods).toHaveLength(20);
    expect($hotWords.get().merchant?.[0].keyword).toBe('merchant0');
  });

  it('a failed hot-words load can be retried', async () => {
    const api = fakeApi({ 'search/get': refused('busy') });
    expect(await loadHotWords('goods', 7)).toEqual([]);
    await loadHotWords('goods', 7);
    expect(api.calls).toHaveLength(2);
  });
});
