import { describe, expect, it } from 'vitest';
import { cached, clearSearchCache } from '../result-cache';
import { goodsDoc } from './documents';
import { parseQuery } from './query';
import { findStandards, standardKey, standardTokens } from './standards';
import { queryWords } from './text';

describe('standard numbers', () => {
  it.each([
    ['GB/T 19001-2016', 'gb19001'],
    ['GB/T19001-2016', 'gb19001'],
    ['gb/t 19001', 'gb19001'],
    ['GBT19001', 'gb19001'],
    ['ＧＢ／Ｔ　１９００１', 'gb19001'],
    ['ISO9001:2015', 'iso9001'],
    ['iso 9001', 'iso9001'],
    ['JJF 1059.1', 'jjf1059.1'],
    ['ISO/IEC 17025', 'isoiec17025'],
    ['IATF 16949', 'iatf16949'],
  ])('%s reads as %s', (typed, key) => {
    const refs = findStandards(typed);
    expect(refs).toHaveLength(1);
    expect(standardKey(refs[0]!)).toBe(key);
  });

  it('indexes every prefix form, the bare number, the base number and number:year', () => {
    const [ref] = findStandards('ISO/IEC 20000-1:2018');
    expect(standardTokens(ref!)).toEqual(
      expect.arrayContaining([
        'isoiec20000-1',
        'iso20000-1',
        'iec20000-1',
        '20000-1',
        '20000',
        'iso20000',
        '20000-1:2018',
      ]),
    );
    const [gb] = findStandards('GB 5749-2022');
    expect(standardTokens(gb!)).toEqual(expect.arrayContaining(['gb5749', '5749', '5749:2022']));
  });

  it('a goods is found by the standard in its name and in its standards', () => {
    const doc = goodsDoc({
      name: 'ISO 9001 质量管理体系认证',
      standards: ['GB/T 19001-2016'],
      keywords: [],
      summary: '',
      categories: [],
      merchantName: '',
      typeName: '',
    });
    expect(doc.nameTokens).toContain('iso9001');
    expect(doc.stdTokens).toEqual(expect.arrayContaining(['gb19001', '19001', '19001:2016']));
  });
});

describe('query words', () => {
  it.each([
    ['石墨烯', ['石墨烯']],
    ['压力表检定', ['压力表', '检定']],
    ['内审员培训', ['内审员', '培训']],
    ['pH计校准', ['ph', '计', '校准']],
    ['婴幼儿服装', ['婴幼儿', '服装']],
  ])('%s → %j', (text, words) => {
    expect(queryWords(text)).toEqual(words);
  });

  it('applies synonyms: 自来水 also finds 水质 and GB 5749, 3C认证 finds CCC', () => {
    const [water] = parseQuery('自来水').terms;
    const tokens = water!.alts.flatMap((a) => a.tokens);
    expect(tokens).toEqual(expect.arrayContaining(['自来水', '饮用水', '水质', 'gb5749']));
    expect(water!.alts[0]).toEqual({ tokens: ['自来水'], weight: 1 });
    const ccc = parseQuery('3C认证').terms;
    expect(ccc).toHaveLength(1);
    expect(ccc[0]!.alts.flatMap((a) => a.tokens)).toContain('ccc');
  });

  it('drops what carries no meaning', () => {
    expect(parseQuery('！？…😀').terms).toEqual([]);
    expect(parseQuery("' OR 1=1 --").terms.map((t) => t.text)).toEqual(['or']);
  });
});

describe('result cache', () => {
  it('shares one answer within the TTL and forgets it on clear', async () => {
    const db = {};
    let runs = 0;
    const compute = async () => ++runs;
    expect(await Promise.all([cached(db, 'k', compute, 0), cached(db, 'k', compute, 10)])).toEqual([1, 1]);
    expect(await cached(db, 'k', compute, 40_000)).toBe(2);
    clearSearchCache(db);
    expect(await cached(db, 'k', compute, 40_001)).toBe(3);
  });

  it('forgets the answers when the index changed inside a transaction (another handle)', async () => {
    const db = {};
    const tx = {};
    let runs = 0;
    const compute = async () => ++runs;
    expect(await cached(db, 'k', compute, 0)).toBe(1);
    expect(await cached(db, 'k', compute, 1)).toBe(1);
    // operator_review/approve reindexes with its transaction: the next search must see the service
    clearSearchCache(tx);
    expect(await cached(db, 'k', compute, 2)).toBe(2);
  });
});
