import { parseArgs } from 'node:util';
import { and, eq } from 'drizzle-orm';
import type { ReviewKind } from '../../core/api/contract/models-operator';
import { maskIdCard } from '../../core/validators/id-card';
import { createDb, describeUrl } from '../db';
import { DataDirLockedError, lockDataDir } from '../db/lock';
import { accounts } from '../db/schema';
import { loadEnv } from '../env';
import { ApiFailure } from '../lib/envelope';
import { attachmentUrl } from '../modules/attachment/attachment.service';
import { expertsPending } from '../modules/expert/expert-sgs.service';
import { merchantsPending } from '../modules/merchant-center/merchant-review';
import { decideReview } from '../modules/operator-review/operator-review.service';
import { approveRefund } from '../modules/order-change/order-change.service';
import { DEMO_PAY_SECRET } from '../modules/pay/signing';
import { documentsOf } from '../modules/subsidy/subsidy.service';
import { applicationsIn } from '../modules/subsidy-apply/subsidy-apply.service';
import { certificationsIn } from '../modules/user-sgs/user-sgs.service';

const USAGE = `npm run review                                   lists certifications and subsidy applications awaiting review
npm run review -- --approve <buyer mobile>
npm run review -- --reject <buyer mobile> --reason "营业执照不清晰"
npm run review -- --approve-subsidy <application id>
npm run review -- --reject-subsidy <application id> --reason "发票金额与订单不符"
npm run review -- --approve-expert <expert mobile>
npm run review -- --reject-expert <expert mobile> --reason "资质证书不清晰"
npm run review -- --approve-refund <order change id>   (a 申请退款 request; the referring expert's commission is reversed)
npm run review -- --approve-merchant <merchant id>     (a lab's onboarding, 入驻; it needs a qualification on file)
npm run review -- --reject-merchant <merchant id> --reason "CMA 证书已过期"
npm run review -- --approve-goods <goods id>           (a service submitted for listing)
npm run review -- --reject-goods <goods id> --reason "检测周期与资质范围不符"`;

/** A reviewer's licence link lives an hour (the owner's only minutes). */
const REVIEWER_LINK_S = 3600;

/**
 * The operator's review from a shell: enterprise certifications (user_sgs), expert certifications
 * (expert_sgs) and subsidy applications go through the operator console's review service (the
 * same site letter and audit row as /admin), refunds through order-change. The console is the
 * everyday way; this stays for a server without a browser. Opens the configured database like the seed CLI
 * (taking the data-dir lock, so stop an embedded-database server first; PostgreSQL needs not).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      approve: { type: 'string' },
      reject: { type: 'string' },
      'approve-subsidy': { type: 'string' },
      'reject-subsidy': { type: 'string' },
      'approve-expert': { type: 'string' },
      'reject-expert': { type: 'string' },
      'approve-refund': { type: 'string' },
      'approve-merchant': { type: 'string' },
      'reject-merchant': { type: 'string' },
      'approve-goods': { type: 'string' },
      'reject-goods': { type: 'string' },
      reason: { type: 'string', default: '' },
      base: { type: 'string' },
    },
  });
  const decisions = [
    values.approve,
    values.reject,
    values['approve-subsidy'],
    values['reject-subsidy'],
    values['approve-expert'],
    values['reject-expert'],
    values['approve-refund'],
    values['approve-merchant'],
    values['reject-merchant'],
    values['approve-goods'],
    values['reject-goods'],
  ];
  if (decisions.filter(Boolean).length > 1) throw new Error(`one decision at a time\n${USAGE}`);
  const env = loadEnv();
  const url = env.databaseUrl ?? env.dataDir;
  const target = describeUrl(url);
  if (target.kind === 'memory') throw new Error('DATABASE_URL=memory:// has nothing to review');
  const lock = target.kind === 'dir' ? lockDataDir(target.dir!) : undefined;
  const database = await createDb(url);
  try {
    await database.migrate();
    const db = database.db;
    // decisions go through the console's review service: the same letter and audit row (actor: cli)
    const secret = env.paySecret ?? DEMO_PAY_SECRET;
    const decide = (kind: ReviewKind, id: number, approve: boolean, reason: string) =>
      db.transaction((tx) =>
        decideReview(tx, { staffId: null, name: 'cli:review', ip: 'localhost' }, secret, {
          kind,
          id,
          approve,
          reason,
        }),
      );
    const subsidyId = values['approve-subsidy'] ?? values['reject-subsidy'];
    if (subsidyId) {
      const id = Number(subsidyId);
      if (!Number.isSafeInteger(id) || id < 1)
        throw new Error(`not an application id: ${subsidyId}\n${USAGE}`);
      const decision = values['approve-subsidy'] ? 'approve' : 'reject';
      const row = await decide('subsidy_apply', id, decision === 'approve', values.reason);
      console.log(`[review] subsidy application ${id}: ${row.status}${row.reason ? ` (${row.reason})` : ''}`);
      return;
    }
    const refundId = values['approve-refund'];
    if (refundId) {
      const id = Number(refundId);
      if (!Number.isSafeInteger(id) || id < 1)
        throw new Error(`not an order change id: ${refundId}\n${USAGE}`);
      await approveRefund(db, id);
      console.log(`[review] refund request ${id}: approved`);
      return;
    }
    // merchant centre: a lab's onboarding and its services
    const labId = values['approve-merchant'] ?? values['reject-merchant'];
    const goodsId = values['approve-goods'] ?? values['reject-goods'];
    if (labId || goodsId) {
      const id = Number(labId ?? goodsId);
      if (!Number.isSafeInteger(id) || id < 1) throw new Error(`not an id: ${labId ?? goodsId}\n${USAGE}`);
      const approve = Boolean(values['approve-merchant'] ?? values['approve-goods']);
      const row = await decide(labId ? 'merchant' : 'goods', id, approve, values.reason);
      console.log(
        `[review] ${row.kind} ${id} ${row.title}: ${row.status}${row.reason ? ` (${row.reason})` : ''}`,
      );
      return;
    }
    const expertMobile = values['approve-expert'] ?? values['reject-expert'];
    if (expertMobile) {
      const [expert] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.type, 3), eq(accounts.mobile, expertMobile)));
      if (!expert) throw new Error(`no expert with mobile ${expertMobile}`);
      const decision = values['approve-expert'] ? 'approve' : 'reject';
      const row = await decide('expert_sgs', expert.id, decision === 'approve', values.reason);
      console.log(
        `[review] expert ${expertMobile} ${row.title}: ${row.status}${row.reason ? ` (${row.reason})` : ''}`,
      );
      return;
    }
    const mobile = values.approve ?? values.reject;
    if (mobile) {
      const [buyer] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.type, 1), eq(accounts.mobile, mobile)));
      if (!buyer) throw new Error(`no buyer with mobile ${mobile}`);
      const decision = values.approve ? 'approve' : 'reject';
      const row = await decide('user_sgs', buyer.id, decision === 'approve', values.reason);
      console.log(`[review] ${mobile} ${row.title}: ${row.status}${row.reason ? ` (${row.reason})` : ''}`);
      return;
    }
    const base = values.base ?? `http://localhost:${env.port}`;
    const pending = await certificationsIn(db, 'pending');
    const applications = await applicationsIn(db, 'pending');
    const experts = await expertsPending(db);
    const labs = await merchantsPending(db);
    if (!pending.length && !applications.length && !experts.length && !labs.length)
      console.log('[review] nothing awaits review');
    for (const lab of labs)
      console.log(`merchant #${lab.id}  ${lab.orgName}  submitted ${lab.appliedAt?.toISOString() ?? ''}`);
    for (const { profile: p, mobile: m } of experts) {
      console.log(
        `expert ${m}  ${p.realName}  ${maskIdCard(p.idNo)}  ${p.title}  ${p.organization}  submitted ${p.appliedAt?.toISOString() ?? ''}` +
          p.certificateIds
            .map((fid, i) => `\n  证书${i + 1}: ${base}${attachmentUrl(secret, fid, REVIEWER_LINK_S)}`)
            .join(''),
      );
    }
    for (const { cert, mobile: m } of pending) {
      console.log(
        `${m}  ${cert.orgName}  ${cert.creditCode}  法定代表人 ${cert.legalPerson}  ${cert.address}` +
          `  联系人 ${cert.contactName} ${cert.contactMobile}  submitted ${cert.appliedAt.toISOString()}\n` +
          `  licence: ${base}${attachmentUrl(secret, cert.licenceId, REVIEWER_LINK_S)}`,
      );
    }
    for (const { app, mobile: m, orderNo, title, documents } of applications) {
      const names = documentsOf({ documents });
      console.log(
        `subsidy #${app.id}  ${m}  ${title}  order ${orderNo}  ${app.companyName}` +
          `  联系人 ${app.contact} ${app.mobile}  submitted ${app.appliedAt.toISOString()}` +
          app.attachmentIds
            .map(
              (fid, i) =>
                `\n  ${names[i] ?? `材料${i + 1}`}: ${base}${attachmentUrl(secret, fid, REVIEWER_LINK_S)}`,
            )
            .join(''),
      );
    }
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((error) => {
  console.error(
    `[review] ${error instanceof DataDirLockedError || error instanceof ApiFailure ? error.message : error}`,
  );
  process.exit(1);
});
