import type { Context } from 'hono';
import { IMPORT_MESSAGES } from '../../../core/rules/catalogue-import';
import { ok, refuse } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { toPositiveInt } from '../../lib/validation';
import { ownMerchant } from '../merchant-center/merchant-owner';
import { actorOf } from '../operator/operator.routes';
import { commitImport, dryRun, fileText, namedMerchant } from './catalogue-import.service';

/** The multipart form: the CSV as `file`, and (staff) the lab as `merchant_id`. */
async function readForm(c: Context): Promise<{ text: string; name: string; merchantId: number | null }> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) refuse(IMPORT_MESSAGES.missing);
  const form = await c.req.formData().catch(() => refuse(IMPORT_MESSAGES.missing));
  const file = form.get('file');
  if (!(file instanceof Blob)) return refuse(IMPORT_MESSAGES.missing);
  const raw = form.get('merchant_id') ?? c.req.query('merchant_id') ?? null;
  return {
    text: await fileText(file),
    name: file instanceof File ? file.name : '',
    merchantId: toPositiveInt(raw),
  };
}

async function staffTarget(ctx: Parameters<NonNullable<Handlers['operator_import/dryRun']>>[0]) {
  const form = await readForm(ctx.c);
  if (!form.merchantId) refuse('请选择服务机构');
  return { form, merchant: await namedMerchant(ctx.db, form.merchantId!) };
}

/** Catalogue import: a lab for its own shop, staff (admin, editor) for a named lab. */
export const handlers: Handlers = {
  'merchant_import/dryRun': async ({ db, me, c }) => {
    const form = await readForm(c);
    const report = await dryRun(db, await ownMerchant(db, me()), form.text);
    return ok(report, report.errors.length ? `发现 ${report.errors.length} 处错误` : '校验通过');
  },
  'merchant_import/commit': async ({ db, me, c }) => {
    const form = await readForm(c);
    const result = await commitImport(db, await ownMerchant(db, me()), form.text);
    return ok(result, `已导入 ${result.imported} 项服务，等待平台审核`);
  },
  'operator_import/dryRun': async (ctx) => {
    ctx.meStaff();
    const { form, merchant } = await staffTarget(ctx);
    const report = await dryRun(ctx.db, merchant, form.text);
    return ok(report, report.errors.length ? `发现 ${report.errors.length} 处错误` : '校验通过');
  },
  'operator_import/commit': async (ctx) => {
    const actor = actorOf(ctx);
    const { form, merchant } = await staffTarget(ctx);
    const result = await commitImport(ctx.db, merchant, form.text, { audit: { actor, file: form.name } });
    return ok(result, `已为${merchant.orgName}导入 ${result.imported} 项服务，等待审核`);
  },
};
