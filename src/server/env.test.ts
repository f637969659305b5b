import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('TIC_ANALYTICS_SCRIPT', () => {
  it('takes the http(s) address of a script and refuses anything else', () => {
    expect(loadEnv({}).analyticsScript).toBeUndefined();
    expect(loadEnv({ TIC_ANALYTICS_SCRIPT: ' ' }).analyticsScript).toBeUndefined();
    const url = 'https://hm.baidu.com/hm.js?0123456789abcdef';
    expect(loadEnv({ TIC_ANALYTICS_SCRIPT: url }).analyticsScript).toBe(url);
    for (const bad of [
      'javascript:alert(1)',
      'hm.baidu.com/hm.js',
      '//hm.baidu.com/hm.js',
      'https://a b/x',
    ]) {
      expect(() => loadEnv({ TIC_ANALYTICS_SCRIPT: bad }), bad).toThrow(/TIC_ANALYTICS_SCRIPT/);
    }
  });
});
