import { z } from 'zod';
import { isSha256Hex } from '../../../core/rules/evidence';
import { list, ok, refuse } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { textField, toPositiveInt, validate } from '../../lib/validation';
import { findBySha, findBySubject, recentEntries, viewEntry } from './evidence.service';

const NOT_FOUND = '未找到存证记录';

/** A document hash as typed or pasted: 64 hex digits, any case, spaces around ignored. */
const shaField = z
  .unknown()
  .optional()
  .transform((v, ctx): string | null => {
    if (v === undefined || v === null || v === '') return null;
    const s = typeof v === 'string' ? v.trim().toLowerCase() : '';
    if (isSha256Hex(s)) return s;
    ctx.issues.push({ code: 'custom', input: v, message: '文件哈希值应为 64 位十六进制字符' });
    return z.NEVER;
  });

const infoQuery = z.object({
  no: z
    .unknown()
    .optional()
    .transform((v, ctx): number | null => {
      if (v === undefined || v === null || v === '') return null;
      // the page shows numbers zero-padded (000123): accept them as typed
      const n = toPositiveInt(typeof v === 'string' ? v.trim().replace(/^0+(?=\d)/, '') : v);
      if (n !== null) return n;
      ctx.issues.push({ code: 'custom', input: v, message: '无效的存证编号' });
      return z.NEVER;
    }),
  sha256: shaField,
});

const verifyQuery = z.object({
  report_no: textField('报告编号', 64, false),
  sha256: shaField,
});

export const handlers: Handlers = {
  'blockchain/info': async ({ db, input }) => {
    const q = validate(infoQuery, input);
    if (q.no === null && q.sha256 === null) refuse('请输入存证编号或选择文件');
    const no = q.no ?? (await findBySha(db, q.sha256!));
    const view = no === null ? null : await viewEntry(db, no);
    if (!view || (q.sha256 && view.entry.sha256 !== q.sha256)) return refuse(NOT_FOUND);
    return ok({ info: view }, '已找到存证记录');
  },
  'blockchain/get': async ({ db, paging }) => {
    // the newest entries only: the ledger is looked up by number or hash, not browsed
    const limit = Math.min(paging.limit, 20);
    const entries = paging.page === 1 ? await recentEntries(db, limit) : [];
    return list(entries, entries.length, 1, limit);
  },
  'report/verify': async ({ db, input }) => {
    const q = validate(verifyQuery, input);
    if (!q.report_no && !q.sha256) refuse('请输入报告编号或选择报告文件');
    const no = q.sha256
      ? await findBySha(db, q.sha256, { kind: 'report', subject: q.report_no || undefined })
      : await findBySubject(db, 'report', q.report_no);
    const view = no === null ? null : await viewEntry(db, no);
    if (!view)
      return refuse(q.sha256 ? '未找到与该文件一致的报告存证，文件可能已被修改' : '未找到该编号的报告存证');
    return ok({ info: view }, '已找到报告存证');
  },
  'chat_gpt/get_url': async ({ app }) =>
    ok({ url: app.assistantUrl }, app.assistantUrl ? '操作成功' : '在线助手尚未开通'),
};
