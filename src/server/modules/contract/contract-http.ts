import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Db } from '../../db';
import { ApiFailure } from '../../lib/envelope';
import type { ResolvedAppOptions } from '../../lib/handler';
import { applySecurityHeaders } from '../../lib/security-headers';
import { toPositiveInt } from '../../lib/validation';
import { linkValid } from '../pay/signing';
import { sendPage } from '../pay/sim-page';
import { signContract } from './contract.service';
import { loadContract, loadContractData } from './contract-data';
import { signedContractBytes } from './contract-file';
import { renderContractPdf } from './contract-pdf';
import { esignMessage, esignPage } from './esign-page';

const LINK_BROKEN = ['链接已失效', '签署链接无效或已过期，请回到合同管理重新发起签署。'] as const;

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

async function formOf(c: Context): Promise<URLSearchParams> {
  const type = c.req.header('content-type') ?? '';
  return type.startsWith('application/x-www-form-urlencoded')
    ? new URLSearchParams(await c.req.text())
    : new URLSearchParams();
}

/**
 * The simulated e-signature provider's pages (GET /sim/esign, POST /sim/esign/confirm) and the
 * contract documents (GET /files/contract/:id). Reached by signed, expiring links that
 * electronic_contract/getSignUrl and /download hand to the contract's own buyer.
 */
export function mountContractPages(app: Hono, db: Db, opts: ResolvedAppOptions): void {
  const secret = opts.paySecret;
  app.use('/sim/esign/*', bodyLimit({ maxSize: 4096, onError: (c) => c.text('请求内容过大', 413) }));

  app.get('/sim/esign', async (c) => {
    const exp = c.req.query('exp');
    const sig = c.req.query('sig');
    const id = linkedId(secret, 'esign', c.req.query('contract'), exp, sig);
    if (id === null) return sendPage(c, esignMessage(...LINK_BROKEN), 403);
    const base = await findContract(db, id);
    if (!base) return sendPage(c, esignMessage('合同不存在', '没有找到这份合同。'), 404);
    if (base.contract.status === 'signed') {
      return sendPage(c, esignMessage('合同已签署', '这份合同已由双方签署完成，可在合同管理中下载。'));
    }
    const data = await loadContractData(db, base);
    if (!data.seals.length)
      return sendPage(c, esignMessage('请先设置签章', '您还没有可用的签章，请先在合同管理中设置签章。'), 400);
    return sendPage(c, esignPage(data, { contract: id, exp: exp!, sig: sig! }));
  });

  app.post('/sim/esign/confirm', async (c) => {
    const form = await formOf(c);
    const id = linkedId(secret, 'esign', form.get('contract'), form.get('exp'), form.get('sig'));
    if (id === null) return sendPage(c, esignMessage(...LINK_BROKEN), 403);
    const sealId = toPositiveInt(form.get('seal_id'));
    try {
      if (sealId === null)
        return sendPage(c, esignMessage('请选择签章', '请返回上一页选择一个签章后再确认签署。'), 400);
      await signContract(db, id, sealId);
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      return sendPage(c, esignMessage('签署未完成', error.message), 400);
    }
    return c.redirect(`/home/contract?signed=${id}`, 303);
  });

  app.get('/files/contract/:id', async (c) => {
    const id = linkedId(secret, 'file-contract', c.req.param('id'), c.req.query('exp'), c.req.query('sig'));
    if (id === null) return sendPage(c, esignMessage('下载链接已失效', '请回到合同管理重新下载。'), 403);
    const base = await findContract(db, id);
    if (!base) return sendPage(c, esignMessage('合同不存在', '没有找到这份合同。'), 404);
    // a signed contract is the same bytes every time; a draft is rendered as it stands
    const pdf = (await signedContractBytes(db, id)) ?? renderContractPdf(await loadContractData(db, base));
    const name = `合同-${base.contract.contractNo}.pdf`;
    const res = c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="contract-${base.contract.contractNo}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Cache-Control': 'private, no-store',
    });
    applySecurityHeaders(res.headers, 'page');
    return res;
  });
}
