import type { Hono } from 'hono';
import type { Db } from '../../db';
import { ApiFailure } from '../../lib/envelope';
import { linkedFileId } from '../../lib/file-links';
import type { ResolvedAppOptions } from '../../lib/handler';
import { pdfResponse, plainPage } from '../../lib/plain-page';
import { loadContract, loadContractData } from './contract-data';
import { signedContractBytes } from './contract-file';
import { renderContractPdf } from './contract-pdf';

/** The contract, or null when there is none (any other failure is a real error). */
const findContract = (db: Db, id: number) =>
  loadContract(db, id).catch((e) => {
    if (e instanceof ApiFailure) return null;
    throw e;
  });

/**
 * The contract documents (GET /files/contract/:id), reached by signed, expiring links that
 * electronic_contract/download and merchant_contract/get hand to the contract's own parties.
 * The signing pages read the PDF through them and hash the very bytes they show.
 */
export function mountContractPages(app: Hono, db: Db, opts: ResolvedAppOptions): void {
  app.get('/files/contract/:id', async (c) => {
    const id = linkedFileId(opts.paySecret, 'contract', c);
    if (id === null) return plainPage(c, 403, '下载链接已失效', '请回到合同管理重新打开合同。');
    const base = await findContract(db, id);
    if (!base) return plainPage(c, 404, '合同不存在', '没有找到这份合同。');
    // a signed contract is the same bytes every time; one being signed is rendered as it stands
    const pdf = (await signedContractBytes(db, id)) ?? renderContractPdf(await loadContractData(db, base));
    // view=1: the signing dialog shows it in a frame
    const no = base.contract.contractNo;
    return pdfResponse(c, pdf, `contract-${no}.pdf`, `合同-${no}.pdf`);
  });
}
