import { describe, expect, it } from 'vitest';
import { csvField, parseCsv } from './csv';

describe('parseCsv (RFC 4180)', () => {
  it('splits records and fields; a trailing line break makes no empty record', () => {
    expect(parseCsv('a,b,c\n1,2,3\n').rows).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(parseCsv('a,b\n1,2').rows).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('reads CRLF and a lone CR as record ends', () => {
    expect(parseCsv('a,b\r\n1,2\r\n').rows).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a\r1\r').rows).toEqual([['a'], ['1']]);
  });

  it('drops a UTF-8 BOM (Excel 「CSV UTF-8」)', () => {
    expect(parseCsv('\uFEFF服务名称,服务类型\n水质检测,1').rows[0]).toEqual(['服务名称', '服务类型']);
  });

  it('keeps commas, doubled quotes and line breaks inside quotes', () => {
    const { rows, error } = parseCsv('名称,说明\n"GB 5749, 全项","他说""好""\n第二行\r\n第三行"\n');
    expect(error).toBe('');
    expect(rows).toEqual([
      ['名称', '说明'],
      ['GB 5749, 全项', '他说"好"\n第二行\r\n第三行'],
    ]);
  });

  it('keeps empty fields, and an empty quoted field', () => {
    expect(parseCsv(',,\n"",x,').rows).toEqual([
      ['', '', ''],
      ['', 'x', ''],
    ]);
  });

  it('reports an unterminated quote with the record it starts in', () => {
    const r = parseCsv('a,b\n1,2\n"open,3\n4,5\n');
    expect(r.error).toBe('引号未闭合');
    expect(r.errorRow).toBe(3);
  });

  it('reports text after a closing quote', () => {
    const r = parseCsv('a,b\n"x"y,2\n');
    expect(r.error).toBe('引号后应为逗号或换行');
    expect(r.errorRow).toBe(2);
  });

  it('stops after maxRows records and says there was more', () => {
    const r = parseCsv('h\n1\n2\n3\n', 2);
    expect(r.rows).toEqual([['h'], ['1']]);
    expect(r.truncated).toBe(true);
    expect(parseCsv('h\n1\n', 2).truncated).toBe(false);
  });

  it('csvField quotes only what needs it, and round-trips', () => {
    const values = ['plain', 'a,b', 'say "hi"', 'two\nlines', ''];
    const line = values.map(csvField).join(',');
    expect(parseCsv(line).rows[0]).toEqual(values);
    expect(csvField('plain')).toBe('plain');
  });
});
