import { z } from 'zod';
import { isSha256Hex, normalEvidenceNumber } from '../../../core/rules/evidence';
import { list, ok, refuse } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { textField, validate } from '../../lib/validation';
import { entriesByNo, findBySha, findBySubject, recentEntries, viewEntry } from './evidence.service';
import { findByNumber, maskForCaller, reportFacts } from './evidence-lookup';

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
  // an evidence number (shown zero-padded, 000123) or a document number, as typed
  no: z
    .unknown()
    .optional()
    .transform((v, ctx): string | null => {
      if (v === undefined || v === null || v === '') return null;
      const s = typeof v === 'string' || typeof v === 'number' ? normalEvidenceNumber(String(v)) : '';
      if (/^[A-Z0-9-]{1,64}$/.test(s)) return s;
      ctx.issues.push({ code: 'custom', input: v, message: '请输入存证编号或订单、合同、发票、报告编号' });
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
    const match = q.no === null ? null : await findByNumber(db, q.no);
    const no = q.no === null ? await findBySha(db, q.sha256!) : (match?.nos[0] ?? null);
    const view = no === null ? null : await viewEntry(db, no);
    if (!view || (q.sha256 && view.entry.sha256 !== q.sha256)) return refuse(NOT_FOUND);
    if (!match || match.matched === 'no') return ok({ info: view }, '已找到存证记录');
    const related = await entriesByNo(db, match.nos);
    return ok({ info: { ...view, matched: match.matched, related } }, `已找到 ${related.length} 条存证记录`);
  },
  'blockchain/get': async ({ db, paging, optionalUser }) => {
    // the newest entries only: the ledger is looked up by number or hash, not browsed
    const limit = Math.min(paging.limit, 20);
    const entries = paging.page === 1 ? await recentEntries(db, limit) : [];
    const shown = await maskForCaller(db, await optionalUser(), entries);
    return list(shown, shown.length, 1, limit);
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
    const facts = await reportFacts(db, view.entry.subject);
    return ok({ info: { ...view, facts } }, '已找到报告存证');
  },
  'chat_gpt/get_url': async ({ app }) =>
    ok({ url: app.assistantUrl }, app.assistantUrl ? '操作成功' : '在线助手尚未开通'),
};
