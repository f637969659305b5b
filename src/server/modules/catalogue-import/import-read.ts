/**
 * A catalogue CSV → checked service fields, row by row, with every problem's row and column.
 * The fields go through merchant_goods' own schema (goodsFields, pricingProblem,
 * categoryProblem): one rule for a service, whether typed in the editor or read from a file.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { z } from 'zod';
import type { SampleAddress } from '../../../core/api/contract/models-fulfil';
import type { ImportIssue, ImportPreviewRow } from '../../../core/api/contract/models-import';
import { IMPORT_COLUMNS, IMPORT_LIMITS, IMPORT_MESSAGES } from '../../../core/rules/catalogue-import';
import { isSampleBased } from '../../../core/rules/order-states';
import { UNIT_LABELS } from '../../../core/rules/sales-units';
import { SERVICE_TYPE_NAMES } from '../../../core/rules/service-types';
import type { DbOrTx } from '../../db';
import { categories } from '../../db/schema';
import { parseCsv } from '../../lib/csv';
import { fenToYuan } from '../../lib/money';
import { categoryProblemIn, goodsRowValues } from '../merchant-goods/merchant-goods.service';
import { type GoodsFields, goodsFields, pricingProblem } from '../merchant-goods/merchant-goods-fields';
import { SAMPLE_ADDRESS_CELL, sampleAddressCell, zoneCodesByName } from './import-address';

/** goodsFields' keys → the column a problem of that field is shown in. */
const COLUMN_OF: Record<string, string> = {
  name: '服务名称',
  servics_id: '服务类型',
  category_id: '服务分类',
  summary: '服务简介',
  content: '服务详情',
  standards: '执行标准',
  turnaround_days: '检测周期',
  sample_requirement: '样品要求',
  serviceContent: '服务内容',
  trainingForm: '培训形式',
  approvalLogo: '认可标识',
  sample_address: '收样地址',
};
const UNIT_COLUMNS = Object.entries(UNIT_LABELS) as [keyof typeof UNIT_LABELS, string][];
/** A file carries no pictures: the lab adds them in the editor (review shows the service without). */
export const NO_IMAGES = { cover: '', pictures: [] as string[] };
const YIELD_EVERY = 100;
const KNOWN = new Set(IMPORT_COLUMNS.map((c) => c.header));
/** Headers files written from an older sample still carry (认可标识 was once 认可标志). */
const HEADER_ALIASES: Record<string, string> = { 认可标志: '认可标识' };

export interface ReadRow {
  row: number;
  fields: GoodsFields;
}

export interface ReadFile {
  rows: ReadRow[];
  count: number;
  errors: ImportIssue[];
  preview: ImportPreviewRow[];
}

const fileError = (message: string, row = 0): ReadFile => ({
  rows: [],
  count: 0,
  errors: [{ row, column: '', message }],
  preview: [],
});

/** The file's bytes as text: UTF-8 only (a GBK file from old Excel gets a clear message). */
export function decodeCsv(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** `名称:价格|名称:价格` (half- or full-width colon, the last one; `|` or line breaks between). */
export function parseOptions(cell: string): { name: string; price: string }[] | string {
  const items = cell
    .split(/[|｜\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
  const out: { name: string; price: string }[] = [];
  for (const item of items) {
    const at = Math.max(item.lastIndexOf(':'), item.lastIndexOf('：'));
    if (at < 0) return `「${item}」应写作 名称:价格`;
    out.push({ name: item.slice(0, at).trim(), price: item.slice(at + 1).trim() });
  }
  return out;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Plain text, a paragraph per line (the editor's rich text holds the same). */
const textToHtml = (s: string) =>
  s
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('');

function typeOf(cell: string): number | null {
  const v = cell.trim();
  if (/^[1-5]$/.test(v)) return Number(v);
  const hit = Object.entries(SERVICE_TYPE_NAMES).find(([, name]) => name === v);
  return hit ? Number(hit[0]) : null;
}

type Categories = { id: number; name: string; servicsId: number }[];

/** 服务分类 by its name within the type, or by its number; the type check itself is categoryProblem's. */
function categoryOf(cell: string, type: number, all: Categories): number | string | null {
  const v = cell.trim();
  if (!v) return null;
  if (/^\d{1,9}$/.test(v)) return Number(v);
  const named = all.filter((c) => c.name === v);
  const own = named.find((c) => c.servicsId === type) ?? named[0];
  return own ? own.id : `服务分类「${v}」不存在`;
}

/** The column a zod issue belongs to (a promotion issue names its unit, which is its header). */
function columnOfIssue(issue: z.core.$ZodIssue): string {
  const key = String(issue.path[0] ?? '');
  if (key === 'sales_promotion')
    return UNIT_COLUMNS.find(([, label]) => issue.message.includes(label))?.[1] ?? '项目打包价';
  return COLUMN_OF[key] ?? '';
}

/** A pricing problem's column: the first unit the row fills (else 项目打包价), or 服务内容. */
function pricingColumn(message: string, type: number, filled: string[]): string {
  // a group the type does not offer (检验检测服务没有培训形式…): that group's column
  const stray = ['服务内容', '培训形式', '认可标识'].find((c) => message.includes(`没有${c}`));
  if (stray) return stray;
  if (message.includes('服务类型')) return '服务类型';
  if (message.includes('课酬') || message.includes('打包价') || type >= 4) return filled[0] ?? '项目打包价';
  return '服务内容';
}

const schema = z.object(goodsFields);

/**
 * Reads a whole file: every row is checked and every problem listed (a dry run shows them all at
 * once). `rows` holds the checked fields of clean rows; the file imports only when `errors` is empty.
 * A sample-based row needs its own 收样地址 unless the shop has one.
 */
export async function readCatalogue(
  db: DbOrTx,
  text: string,
  shop: { sampleAddress: SampleAddress | null },
): Promise<ReadFile> {
  // the header, the rows allowed, and one more to know the file is too long
  const csv = parseCsv(text, IMPORT_LIMITS.rows + 2);
  if (csv.error) return fileError(`第 ${csv.errorRow} 行：${csv.error}`, csv.errorRow);
  const [header, ...body] = csv.rows;
  if (!header || header.every((h) => !h.trim())) return fileError(IMPORT_MESSAGES.empty);
  const heads = header.map((h) => HEADER_ALIASES[h.trim()] ?? h.trim());
  const errors: ImportIssue[] = [];
  heads.forEach((h, i) => {
    if (!h) errors.push({ row: 1, column: `第 ${i + 1} 列`, message: '表头为空' });
    else if (!KNOWN.has(h))
      errors.push({ row: 1, column: h, message: `无法识别的列「${h}」，请对照导入说明的表头` });
    else if (heads.indexOf(h) !== i) errors.push({ row: 1, column: h, message: `列「${h}」重复` });
  });
  for (const c of IMPORT_COLUMNS)
    if (c.required && !heads.includes(c.header))
      errors.push({ row: 1, column: c.header, message: `缺少必填列「${c.header}」` });
  if (errors.length) return { rows: [], count: 0, errors, preview: [] };

  const records = body
    .map((cells, i) => ({ row: i + 2, cells }))
    .filter((r) => r.cells.some((c) => c.trim()));
  if (!records.length) return fileError(IMPORT_MESSAGES.empty);
  if (records.length > IMPORT_LIMITS.rows || csv.truncated) return fileError(IMPORT_MESSAGES.tooManyRows);

  const all: Categories = await db
    .select({ id: categories.id, name: categories.name, servicsId: categories.servicsId })
    .from(categories);
  const codesOf = zoneCodesByName(db);
  const rows: ReadRow[] = [];
  const preview: ImportPreviewRow[] = [];
  const names = new Map<string, number>();
  for (const [k, { row, cells }] of records.entries()) {
    // checking 2,000 rows is CPU work: let other requests in every so often
    if (k && k % YIELD_EVERY === 0) await nextTurn();
    const cell = (header: string) => {
      const i = heads.indexOf(header);
      return i < 0 ? '' : (cells[i] ?? '');
    };
    const issues: ImportIssue[] = [];
    const add = (column: string, message: string) => issues.push({ row, column, message });
    if (cells.length > heads.length && cells.slice(heads.length).some((c) => c.trim()))
      add('', `本行有 ${cells.length} 列，多于表头的 ${heads.length} 列（含逗号的内容请用英文双引号括起）`);

    const type = typeOf(cell('服务类型'));
    if (type === null)
      add(
        '服务类型',
        cell('服务类型').trim()
          ? '服务类型应为 1–5 或 检验检测、认证认可、计量校准、培训、咨询'
          : '请填写服务类型',
      );
    const category = categoryOf(cell('服务分类'), type ?? 0, all);
    if (typeof category === 'string') add('服务分类', category);
    const input: Record<string, unknown> = {
      name: cell('服务名称'),
      servics_id: type ?? 1, // a bad type is said above, once
      category_id: typeof category === 'number' ? category : null,
      summary: cell('服务简介'),
      content: textToHtml(cell('服务详情')),
      standards: cell('执行标准'),
      turnaround_days: cell('检测周期').trim(),
      sample_requirement: cell('样品要求'),
    };
    const address = await sampleAddressCell(cell('收样地址'), codesOf);
    const sampled = type !== null && isSampleBased([type]);
    if (typeof address === 'string') add('收样地址', address);
    else if (address && type !== null && !sampled)
      add('收样地址', SAMPLE_ADDRESS_CELL.notSampled(SERVICE_TYPE_NAMES[type] ?? ''));
    else if (address) input.sample_address = address;
    else if (sampled && !shop.sampleAddress) add('收样地址', SAMPLE_ADDRESS_CELL.missing);
    for (const group of ['服务内容', '培训形式', '认可标识'] as const) {
      const parsed = parseOptions(cell(group));
      const key = Object.keys(COLUMN_OF).find((k) => COLUMN_OF[k] === group)!;
      if (typeof parsed === 'string') add(group, parsed);
      else input[key] = parsed;
    }
    const promotion: Record<string, string> = {};
    for (const [unit, label] of UNIT_COLUMNS) if (cell(label).trim()) promotion[unit] = cell(label).trim();
    if (Object.keys(promotion).length) input.sales_promotion = promotion;

    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = columnOfIssue(issue);
        add(column, issue.code === 'custom' ? issue.message : `无效的${column || '内容'}`);
      }
    } else if (type !== null) {
      const f = parsed.data;
      const pricing = pricingProblem(f);
      const column = pricingColumn(
        pricing,
        type,
        UNIT_COLUMNS.filter(([unit]) => promotion[unit]).map(([, label]) => label),
      );
      // a group that did not parse has said so already: no second message for its column
      if (pricing && !issues.some((i) => i.column === column)) add(column, pricing);
      // the editor's category rule, on the categories read once for the whole file
      const cat = categoryProblemIn(f.category_id ? all.find((c) => c.id === f.category_id) : undefined, f);
      if (cat) add('服务分类', cat);
      const first = names.get(f.name);
      if (first) add('服务名称', `与第 ${first} 行的服务重名`);
      else names.set(f.name, row);
      if (!issues.length) {
        rows.push({ row, fields: f });
        preview.push({
          row,
          name: f.name,
          servics_name: SERVICE_TYPE_NAMES[f.servics_id] ?? '',
          min_price: fenToYuan(goodsRowValues(f, NO_IMAGES).minPriceFen).toFixed(2),
          options: f.serviceContent.length + f.trainingForm.length + f.approvalLogo.length,
        });
      }
    }
    errors.push(...issues);
  }
  return { rows, count: records.length, errors, preview };
}
