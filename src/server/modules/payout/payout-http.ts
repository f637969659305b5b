import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Db } from '../../db';
import { payoutAccounts } from '../../db/schema';
import type { ResolvedAppOptions } from '../../lib/handler';
import { sendPage } from '../pay/sim-page';
import { reviewingApplications } from './payout.service';
import { MAX_NOTIFY_BYTES, receivePayoutNotification } from './payout-notify';
import {
  deliverPayoutFacts,
  type PayoutTransport,
  signLinkValid,
  simNotices,
  simulatedYeepay,
} from './payout-provider';
import { simMerchantNo } from './payout-sim';
import { reviewPage, type SimApplication, signPage, yeepayMessage } from './payout-sim-page';

type Row = typeof payoutAccounts.$inferSelect;
const toSim = (r: Row): SimApplication => ({
  applicationNo: r.applicationNo ?? '',
  kind: r.kind === 1 ? 'company' : 'micro',
  holderName: r.holderName,
  bankName: r.bankName,
  cardMasked: r.cardMasked,
  details: r.details,
  appliedAt: r.appliedAt,
});

const NO = /^[A-Z0-9]{8,32}$/;
/** Where the agreement page returns: a path of ours, never another site. */
const BACK = /^\/[A-Za-z0-9/_-]{0,60}$/;
const toReview = { href: '/sim/yeepay/review', label: '返回入网审核' };

async function formOf(c: Context): Promise<URLSearchParams> {
  const type = c.req.header('content-type') ?? '';
  return type.startsWith('application/x-www-form-urlencoded')
    ? new URLSearchParams(await c.req.text())
    : new URLSearchParams();
}

async function byApplicationNo(db: Db, no: string | null | undefined): Promise<Row | undefined> {
  if (!no || !NO.test(no)) return undefined;
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.applicationNo, no)).limit(1);
  return row;
}

/**
 * The simulated Yeepay (demo only; /sim/* answers 404 in production): its reviewers' back office
 * (GET/POST /sim/yeepay/review) and the applicant's agreement page (GET/POST /sim/yeepay/sign),
 * which reach the mall only by signed notifications to POST /notify/yeepay. Only where the app
 * runs that provider.
 */
export function mountPayoutProvider(app: Hono, db: Db, opts: ResolvedAppOptions): void {
  // no provider configured (production): nothing sends notifications, nothing is mounted
  if (!opts.payout) return;
  const secret = opts.paySecret;
  const transport: PayoutTransport = async (fields) => {
    const res = await app.request('/notify/yeepay', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    return res.text();
  };
  const deliver = (facts: Parameters<typeof deliverPayoutFacts>[1]) =>
    deliverPayoutFacts(secret, facts, transport, opts.onError);

  app.use('/notify/yeepay', bodyLimit({ maxSize: MAX_NOTIFY_BYTES, onError: (c) => c.text('fail', 413) }));
  app.use('/sim/yeepay/*', bodyLimit({ maxSize: 4096, onError: (c) => c.text('请求内容过大', 413) }));

  app.get('/sim/yeepay/review', async (c) => {
    const apps = (await reviewingApplications(db)).map(toSim);
    return sendPage(c, reviewPage(apps, simNotices()));
  });

  app.post('/sim/yeepay/review', async (c) => {
    const form = await formOf(c);
    const row = await byApplicationNo(db, form.get('no'));
    if (row?.state !== 'reviewing')
      return sendPage(c, yeepayMessage('申请不存在', '该申请不存在或已审核。', toReview), 404);
    const action = form.get('action');
    const reason = (form.get('reason') ?? '').trim();
    if (
      action === 'reject' &&
      ([...reason].length < 2 || [...reason].length > 200 || /[\n\r<>]/.test(reason))
    )
      return sendPage(c, yeepayMessage('请填写驳回原因', '驳回原因为2-200个字，请返回填写。', toReview), 400);
    if (action !== 'approve' && action !== 'reject')
      return sendPage(c, yeepayMessage('操作无效', '请返回重新选择。', toReview), 400);
    const answer = await deliver(
      action === 'approve'
        ? { applicationNo: row.applicationNo!, event: 'approved', merchantNo: simMerchantNo() }
        : { applicationNo: row.applicationNo!, event: 'rejected', reason },
    );
    // approved: the provider sends its agreement notice to the applicant (logged in its back office)
    if (action === 'approve' && answer === 'success')
      await simulatedYeepay(secret).resendNotice(
        row.applicationNo!,
        row.details.mobile || row.details.contact_mobile || '',
      );
    const done = action === 'approve' ? '已审核通过' : '已驳回';
    const told = answer === 'success' ? '已通知商城。' : '商城暂未确认，稍后将自动重发通知。';
    return sendPage(c, yeepayMessage(done, `${row.holderName}的开户申请${done}，${told}`, toReview));
  });

  const signLink = (q: (k: string) => string | null | undefined) => {
    const link = { no: q('no') ?? '', back: q('back') ?? '', exp: q('exp') ?? '', sig: q('sig') ?? '' };
    const valid =
      NO.test(link.no) &&
      BACK.test(link.back) &&
      signLinkValid(secret, link.no, link.back, link.exp, link.sig);
    return valid ? link : null;
  };
  const broken = () => yeepayMessage('链接已失效', '签约链接无效或已过期，请回到商城重新发送签约通知。');
  const notSigning = (row: Row | undefined, back: string) =>
    yeepayMessage(
      row?.state === 'opened' ? '协议已签署' : '无需签约',
      row?.state === 'opened' ? '结算账户已开通，无需再次签约。' : '该申请当前不在待签约状态。',
      { href: back, label: '返回商城' },
    );

  app.get('/sim/yeepay/sign', async (c) => {
    const link = signLink((k) => c.req.query(k));
    if (!link) return sendPage(c, broken(), 403);
    const row = await byApplicationNo(db, link.no);
    if (row?.state !== 'signing') return sendPage(c, notSigning(row, link.back), row ? 410 : 404);
    return sendPage(c, signPage(toSim(row), link));
  });

  app.post('/sim/yeepay/sign', async (c) => {
    const form = await formOf(c);
    const link = signLink((k) => form.get(k));
    if (!link) return sendPage(c, broken(), 403);
    const row = await byApplicationNo(db, link.no);
    if (row?.state !== 'signing') return sendPage(c, notSigning(row, link.back), row ? 410 : 404);
    if (form.get('agree') !== '1')
      return sendPage(c, yeepayMessage('请先阅读并同意协议', '请返回勾选同意后再确认签约。'), 400);
    await deliver({ applicationNo: link.no, event: 'signed' });
    return c.redirect(`${link.back}?signed=1`, 303);
  });

  app.post('/notify/yeepay', async (c) => {
    const { answer } = await receivePayoutNotification(db, secret, await c.req.text());
    const res = c.text(answer);
    res.headers.set('Cache-Control', 'no-store');
    res.headers.set('X-Content-Type-Options', 'nosniff');
    return res;
  });
}
