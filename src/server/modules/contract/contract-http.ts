import type { Context, Hono } from 'hono';
import type { Db } from '../../db';
import { ApiFailure } from '../../lib/envelope';
import type { ResolvedAppOptions } from '../../lib/handler';
import { applySecurityHeaders } from '../../lib/security-headers';
import { toPositiveInt } from '../../lib/validation';
import { linkValid } from '../pay/signing';
import { loadContract, loadContractData } from './contract-data';
import { signedContractBytes } from './contract-file';
import { renderContractPdf } from './contract-pdf';

/** A contract id, only if the link's signature and expiry hold for it. */
function linkedId(secret: string, purpose: string, id: unknown, exp: unknown, sig: unknown): number | null {
  const n = toPositiveInt(id);
  return n !== null && linkValid(secret, purpose, [n], exp, sig) ? n : null;
}

/** The contract, or null when there is none (any other failure is a real error). */
const findContract = (db: Db, id: number) =>
  loadContract(db, id).catch((e) => {
    if (e instanceof ApiFailure) return null;
    throw e;
  });

/** A plain page for a link that leads nowhere: what happened and the way back. */
function message(c: Context, status: 403 | 404, title: string, text: string): Response {
  const res = c.html(
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font:15px/1.7 sans-serif;max-width:560px;margin:48px auto;padding:0 16px"><h1 style="font-size:20px">${title}</h1><p>${text}</p></body></html>`,
    status,
  );
  applySecurityHeaders(res.headers, 'page');
  res.headers.set('Cache-Control', 'no-store');
  return res;
}

/**
 * The contract documents (GET /files/contract/:id), reached by signed, expiring links that
 * electronic_contract/download and merchant_contract/get hand to the contract's own parties.
 * The signing pages read the PDF through them and hash the very bytes they show.
 */
export function mountContractPages(app: Hono, db: Db, opts: ResolvedAppOptions): void {
  const secret = opts.paySecret;
  app.get('/files/contract/:id', async (c) => {
    const id = linkedId(secret, 'file-contract', c.req.param('id'), c.req.query('exp'), c.req.query('sig'));
    if (id === null) return message(c, 403, '下载链接已失效', '请回到合同管理重新打开合同。');
    const base = await findContract(db, id);
    if (!base) return message(c, 404, '合同不存在', '没有找到这份合同。');
    // a signed contract is the same bytes every time; one being signed is rendered as it stands
    const pdf = (await signedContractBytes(db, id)) ?? renderContractPdf(await loadContractData(db, base));
    const name = `合同-${base.contract.contractNo}.pdf`;
    // view=1: the signing dialog shows it in a frame; otherwise a link saves it under its name
    const disposition = c.req.query('view') === '1' ? 'inline' : 'attachment';
    const res = c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `${disposition}; filename="contract-${base.contract.contractNo}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Cache-Control': 'private, no-store',
    });
    applySecurityHeaders(res.headers, 'page');
    return res;
  });
}
