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

describe('TIC_DATABASE_MIGRATION_URL', () => {
  it('is a PostgreSQL address, beside a PostgreSQL DATABASE_URL only', () => {
    const pg = 'postgres://tic_app:x@db:5432/tic';
    expect(() =>
      loadEnv({ DATABASE_URL: pg, TIC_DATABASE_MIGRATION_URL: 'postgres://tic_owner:x@db:5432/tic' }),
    ).not.toThrow();
    expect(() => loadEnv({ DATABASE_URL: pg, TIC_DATABASE_MIGRATION_URL: 'mysql://x' })).toThrow(
      /TIC_DATABASE_MIGRATION_URL/,
    );
    expect(() => loadEnv({ TIC_DATABASE_MIGRATION_URL: 'postgres://tic_owner:x@db:5432/tic' })).toThrow(
      /TIC_DATABASE_MIGRATION_URL: only with a PostgreSQL DATABASE_URL/,
    );
  });
});
