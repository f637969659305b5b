import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  electronicContractAccounts,
  electronicContractFiles,
  electronicContractSeals,
  electronicContractSignatures,
  evidenceEntries,
  merchants,
  orderEvents,
  orders,
  siteLetters,
  verificationCodes,
} from '../../db/schema';
import { issueToken } from '../../lib/auth';
import { DEFAULT_RATE_LIMITS, hit, resetLimit } from '../../lib/rate-limit';
import { type Buyer, buyersForFile, PAYING_BUYERS } from '../order/order-fixtures';
import {
  buyerSigns,
  bytesAt,
  contractRow,
  demoLab,
  labSigns,
  lastSignCode,
  mobileOf,
  orderStatus,
  paidOrder,
  roomForCode,
  sha256,
  signBoth,
} from './contract.test-helpers';
import { SIGN_MSG } from './contract-sign';
import { SENDS_PER_CONTRACT, SIGN_CODE_MSG, WRONG_PER_CONTRACT } from './sign-code';

const { t, b1, b2 } = buyersForFile(PAYING_BUYERS);

const lettersOf = (accountId: number) =>
  t.db.select().from(siteLetters).where(eq(siteLetters.accountId, accountId));
const signaturesOf = (contractId: number) =>
  t.db
    .select()
    .from(electronicContractSignatures)
    .where(eq(electronicContractSignatures.contractId, contractId));

/** The buyer's page up to the code: the PDF's hash and a fresh code in the outbox. */
async function buyerReady(b: Buyer, id: number) {
  const link = await t.call('electronic_contract/download', { id }, b.token);
  const hash = sha256(await bytesAt(t, link.data.url));
  const mobile = await mobileOf(t, b.userId);
  await roomForCode(t, mobile);
  expect((await t.call('electronic_contract/sendSignCode', { id }, b.token)).status).toBe(true);
  return { hash, code: await lastSignCode(t, mobile), mobile };
}

describe('signing on the mall with SMS codes', () => {
  it('getSignUrl opens the buyer’s own page; the buyer signs, then the lab, and the order moves on', async () => {
    const { orderId, contractId, contractNo } = await paidOrder(t, b1);
    expect(await t.call('electronic_contract/getSignUrl', { id: contractId }, b1.token)).toMatchObject({
      status: true,
      data: { url: `/home/contract?id=${contractId}` },
    });
    const sent = await t.call('electronic_contract/sendSignCode', { id: contractId }, b1.token);
    expect(sent).toMatchObject({ status: true, message: '验证码已发送', data: { mobile: '138****0001' } });
    // the demo's outbox lists the code like every other SMS code
    const outbox = await t.call('dev/outbox', { to: '13800000001' });
    expect(outbox.data.list[0]).toMatchObject({ channel: 'sms', to: '13800000001' });

    const lab = await demoLab(t);
    const first = await buyerSigns(t, b1, contractId);
    expect(first).toMatchObject({
      status: true,
      message: '签署成功，等待机构签署',
      data: { info: { status: 'pending_sign', merchant_signed_at: null } },
    });
    expect(first.data.info.buyer_signed_at).not.toBeNull();
    expect(await orderStatus(t, orderId)).toBe('pending_sign');
    expect(await lettersOf(lab.accountId)).toContainEqual(
      expect.objectContaining({ title: '合同待您签署', link: `/merchant/contract?id=${contractId}` }),
    );
    const listed = await t.call('merchant_contract/get', { state: 'mine' }, lab.token);
    expect(listed.data.counts.mine).toBeGreaterThanOrEqual(1);
    expect(listed.data.list[0]).toMatchObject({
      id: contractId,
      state: 'mine',
      state_label: '待我方签署',
      // as the lab's orders name the buyer (no 甲方 chosen on this order: the consignee)
      buyer_name: '张伟',
    });
    expect(listed.data.list[0].file_url).toMatch(/^\/files\/contract\/\d+\?exp=\d+&sig=[0-9a-f]{64}$/);
    // the buyer cannot sign twice
    expect(await t.call('electronic_contract/sendSignCode', { id: contractId }, b1.token)).toMatchObject({
      status: false,
      message: SIGN_MSG.mineDone,
    });

    const done = await labSigns(t, lab, contractId);
    expect(done).toMatchObject({
      status: true,
      message: '合同签署完成',
      data: { info: { status: 'signed', state: 'signed' } },
    });
    // the test goods are 检验检测 (sample-based): signing leads to 待寄样, as the state table says
    expect(await orderStatus(t, orderId)).toBe('awaiting_sample');
    const signs = (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).filter(
      (e) => e.action === 'sign',
    );
    expect(signs).toMatchObject([{ fromStatus: 'pending_sign', toStatus: 'awaiting_sample' }]);
    expect((await lettersOf(b1.userId)).map((l) => l.title)).toContain('合同签署完成');
    // the frozen PDF is what every download serves, and its hash is in the ledger, once
    const [file] = await t.db
      .select()
      .from(electronicContractFiles)
      .where(eq(electronicContractFiles.contractId, contractId));
    const link = await t.call('electronic_contract/download', { id: contractId }, b1.token);
    expect(sha256(await bytesAt(t, link.data.url))).toBe(file!.sha256);
    expect(
      await t.db.select().from(evidenceEntries).where(eq(evidenceEntries.subject, contractNo)),
    ).toMatchObject([{ kind: 'contract', sha256: file!.sha256 }]);
    // each signature's facts: account, name, mobile, IP, browser, and the hash of what it saw
    const rows = await signaturesOf(contractId);
    expect(rows.map((r) => r.party)).toEqual(['buyer', 'lab']);
    expect(rows[0]).toMatchObject({
      accountId: b1.userId,
      signerName: '北京华检科技有限公司',
      mobile: '13800000001',
      sealKind: 'contract',
    });
    expect(rows[1]).toMatchObject({ accountId: lab.accountId, signerName: '中研检测技术（苏州）有限公司' });
    for (const r of rows) expect(r.viewedSha256).toMatch(/^[0-9a-f]{64}$/);
    // the lab saw the buyer's seal on it: another document than the buyer read, the same content
    expect(rows[0]!.viewedSha256).not.toBe(rows[1]!.viewedSha256);
    expect(rows[0]!.contentSha256).toBe(rows[1]!.contentSha256);
    expect(await t.call('electronic_contract/refreshSignStatus', { id: contractId }, b1.token)).toMatchObject(
      {
        data: { info: { status: 'signed', status_label: '已签署' } },
      },
    );
    expect(await t.call('electronic_contract/getSignUrl', { id: contractId }, b1.token)).toMatchObject({
      status: false,
      message: SIGN_MSG.signed,
    });
    expect(await t.call('merchant_contract/sendSignCode', { id: contractId }, lab.token)).toMatchObject({
      status: false,
      message: SIGN_MSG.signed,
    });
  });

  it('either party may sign first: the lab, then the buyer (with a seal the buyer picks)', async () => {
    const { orderId, contractId } = await paidOrder(t, b1);
    const lab = await demoLab(t);
    expect(await labSigns(t, lab, contractId)).toMatchObject({
      status: true,
      message: '签署成功，等待买方签署',
      data: { info: { state: 'theirs', state_label: '待买方签署' } },
    });
    expect(await lettersOf(b1.userId)).toContainEqual(
      expect.objectContaining({ title: '合同待您签署', link: `/home/contract?id=${contractId}` }),
    );
    const second = await t.call(
      'electronic_contract_seal/set',
      { name: '北京华检科技有限公司', kind: 'official' },
      b1.token,
    );
    expect(second.status).toBe(true);
    const done = await buyerSigns(t, b1, contractId, { seal_id: second.data.info.id });
    expect(done).toMatchObject({ status: true, data: { info: { status: 'signed' } } });
    expect(await orderStatus(t, orderId)).toBe('awaiting_sample');
    const [buyerSig] = (await signaturesOf(contractId)).filter((s) => s.party === 'buyer');
    expect(buyerSig).toMatchObject({ sealKind: 'official' });
    await t.call('electronic_contract_seal/delete', { id: second.data.info.id }, b1.token);
  });

  it('refuses a wrong, an expired and a reused code, and a code of another contract', async () => {
    const { contractId } = await paidOrder(t, b1);
    const other = await paidOrder(t, b1);
    const { hash, code } = await buyerReady(b1, contractId);
    const sign = (c: string, id = contractId, h = hash) =>
      t.call('electronic_contract/sign', { id, code: c, sha256: h }, b1.token);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await sign(wrong)).toMatchObject({ status: false, message: SIGN_CODE_MSG.badCode });
    expect(await sign('12')).toMatchObject({ status: false, message: '请输入6位数字验证码' });
    expect(await t.call('electronic_contract/sign', { id: contractId, code }, b1.token)).toMatchObject({
      status: false,
      message: '请先打开并阅读合同文件后再签署',
    });
    // this contract's code on the other contract
    const otherLink = await t.call('electronic_contract/download', { id: other.contractId }, b1.token);
    const otherHash = sha256(await bytesAt(t, otherLink.data.url));
    expect(await sign(code, other.contractId, otherHash)).toMatchObject({
      status: false,
      message: SIGN_CODE_MSG.otherContract,
    });
    // expired
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.purpose, 'contract_sign'));
    expect(await sign(code)).toMatchObject({ status: false, message: SIGN_CODE_MSG.staleCode });
    expect((await contractRow(t, contractId)).buyerSignedAt).toBeNull();
    // a fresh code signs; the same code then signs nothing else
    const fresh = await buyerReady(b1, other.contractId);
    expect(await sign(fresh.code, other.contractId, fresh.hash)).toMatchObject({ status: true });
    const again = await buyerReady(b1, contractId);
    expect(await sign(fresh.code, contractId, again.hash)).toMatchObject({ status: false });
    expect(await sign(again.code)).toMatchObject({ status: true });
    expect(await sign(again.code)).toMatchObject({ status: false, message: SIGN_MSG.mineDone });
  });

  it('a code burns after five wrong tries, and a contract takes only so many wrong codes a day', async () => {
    const { contractId } = await paidOrder(t, b1);
    const { hash, code } = await buyerReady(b1, contractId);
    const wrong = code === '000000' ? '000001' : '000000';
    const sign = (c: string) =>
      t.call('electronic_contract/sign', { id: contractId, code: c, sha256: hash }, b1.token);
    for (let i = 0; i < 4; i++) expect((await sign(wrong)).message).toBe(SIGN_CODE_MSG.badCode);
    expect((await sign(wrong)).message).toBe(SIGN_CODE_MSG.burntCode);
    expect((await sign(code)).message).toBe(SIGN_CODE_MSG.staleCode);
    // 6 wrong so far; four more under new codes reach the contract's limit
    for (let i = 0; i < WRONG_PER_CONTRACT.limit - 6; i++) {
      const next = await buyerReady(b1, contractId);
      expect((await sign(next.code === wrong ? '111111' : wrong)).status).toBe(false);
    }
    await roomForCode(t, '13800000001');
    expect(await t.call('electronic_contract/sendSignCode', { id: contractId }, b1.token)).toMatchObject({
      status: false,
      message: SIGN_CODE_MSG.tooManyWrong,
    });
    await resetLimit(t.db, `sign:wrong:${contractId}:buyer`);
    expect((await contractRow(t, contractId)).buyerSignedAt).toBeNull();
  });

  it('signs after the mobile used up its login codes for the day; one contract gets a few codes a day', async () => {
    const { contractId } = await paidOrder(t, b1);
    const mobile = await mobileOf(t, b1.userId);
    await roomForCode(t, mobile);
    const daily = DEFAULT_RATE_LIMITS.codePerTargetDaily;
    for (let i = 0; i < daily.limit; i++) await hit(t.db, `code:sms:${mobile}:owner:day`, daily);
    const send = () => t.call('electronic_contract/sendSignCode', { id: contractId }, b1.token);
    expect((await send()).status).toBe(true);
    // still one a minute to the mobile
    expect((await send()).message).toMatch(/验证码发送过于频繁/);
    for (let i = 1; i < SENDS_PER_CONTRACT.limit; i++) {
      await resetLimit(t.db, `code:sms:${mobile}:owner`);
      expect((await send()).status).toBe(true);
    }
    await resetLimit(t.db, `code:sms:${mobile}:owner`);
    expect(await send()).toMatchObject({ status: false, message: SIGN_CODE_MSG.tooManySends });
    await resetLimit(t.db, `sign:sends:${contractId}:buyer`);
    await roomForCode(t, mobile);
  });

  it('refuses the second signature on a changed contract and starts the signing again', async () => {
    const { orderId, contractId } = await paidOrder(t, b1);
    const lab = await demoLab(t);
    expect(await buyerSigns(t, b1, contractId)).toMatchObject({ status: true });
    // the lab's page read the document with the buyer's seal on it
    const row = await t.call('merchant_contract/get', { id: contractId }, lab.token);
    const seen = sha256(await bytesAt(t, row.data.list[0].file_url));
    // then the contract is re-drawn: the lab's registered address changes what the PDF says
    const [m] = await t.db
      .select()
      .from(merchants)
      .where(eq(merchants.orgName, '中研检测技术（苏州）有限公司'));
    await t.db.update(merchants).set({ contactPhone: '0512-66668888' }).where(eq(merchants.id, m!.id));
    try {
      await roomForCode(t, '13800000002');
      expect((await t.call('merchant_contract/sendSignCode', { id: contractId }, lab.token)).status).toBe(
        true,
      );
      const code = await lastSignCode(t, '13800000002');
      const refused = await t.call(
        'merchant_contract/sign',
        { id: contractId, code, sha256: seen },
        lab.token,
      );
      expect(refused).toMatchObject({ status: false, message: SIGN_MSG.changed });
      const contract = await contractRow(t, contractId);
      expect(contract).toMatchObject({ status: 'pending_sign', buyerSignedAt: null, merchantSignedAt: null });
      expect(await signaturesOf(contractId)).toMatchObject([{ party: 'buyer', voidedAt: expect.any(Date) }]);
      expect((await lettersOf(b1.userId)).map((l) => l.title)).toContain('合同内容已变更，请重新签署');
      // the lab's old view is stale now: the document has no seal again
      expect(
        await t.call('merchant_contract/sign', { id: contractId, code, sha256: seen }, lab.token),
      ).toMatchObject({
        status: false,
        message: SIGN_MSG.stale,
      });
      expect(await orderStatus(t, orderId)).toBe('pending_sign');
      // signing starts again, in either order
      expect(await labSigns(t, lab, contractId)).toMatchObject({ status: true });
      expect(await buyerSigns(t, b1, contractId)).toMatchObject({
        status: true,
        data: { info: { status: 'signed' } },
      });
      expect(await orderStatus(t, orderId)).toBe('awaiting_sample');
    } finally {
      await t.db.update(merchants).set({ contactPhone: m!.contactPhone }).where(eq(merchants.id, m!.id));
    }
  });

  it('refuses a signature over a PDF the signer did not see as it stands', async () => {
    const { contractId } = await paidOrder(t, b1);
    const lab = await demoLab(t);
    // the lab opened the draft, then the buyer signed: the lab's view lacks the buyer's seal
    const draft = await t.call('merchant_contract/get', { id: contractId }, lab.token);
    const seen = sha256(await bytesAt(t, draft.data.list[0].file_url));
    expect(await buyerSigns(t, b1, contractId)).toMatchObject({ status: true });
    await roomForCode(t, '13800000002');
    await t.call('merchant_contract/sendSignCode', { id: contractId }, lab.token);
    const code = await lastSignCode(t, '13800000002');
    expect(
      await t.call('merchant_contract/sign', { id: contractId, code, sha256: seen }, lab.token),
    ).toMatchObject({
      status: false,
      message: SIGN_MSG.stale,
    });
    // the code was not spent on the refusal: after reading again it signs
    const fresh = await t.call('merchant_contract/get', { id: contractId }, lab.token);
    const now = sha256(await bytesAt(t, fresh.data.list[0].file_url));
    expect(
      await t.call('merchant_contract/sign', { id: contractId, code, sha256: now }, lab.token),
    ).toMatchObject({
      status: true,
    });
  });
});

describe('who may sign', () => {
  it("a buyer cannot sign another buyer's contract, nor a lab another lab's", async () => {
    const { contractId } = await paidOrder(t, b1);
    const missing = { status: false, message: '合同不存在' };
    expect(await t.call('electronic_contract/sendSignCode', { id: contractId }, b2.token)).toMatchObject(
      missing,
    );
    expect(
      await t.call(
        'electronic_contract/sign',
        { id: contractId, code: '123456', sha256: 'a'.repeat(64) },
        b2.token,
      ),
    ).toMatchObject(missing);
    // a second lab's account with a shop of its own
    const [acc] = await t.db
      .insert(accounts)
      .values({ type: 2, mobile: '13800000097', nickname: '乙检测', passwordHash: 'x' })
      .onConflictDoNothing()
      .returning({ id: accounts.id });
    const otherId =
      acc?.id ?? (await t.db.select().from(accounts).where(eq(accounts.mobile, '13800000097')))[0]!.id;
    const [shop] = await t.db.select().from(merchants).where(eq(merchants.id, 4));
    const previousOwner = shop!.ownerAccountId;
    await t.db.update(merchants).set({ ownerAccountId: otherId }).where(eq(merchants.id, 4));
    try {
      const other = await issueToken(t.db, otherId);
      expect((await t.call('merchant_contract/get', { id: contractId }, other)).data.list).toEqual([]);
      expect(await t.call('merchant_contract/sendSignCode', { id: contractId }, other)).toMatchObject(
        missing,
      );
      expect(
        await t.call(
          'merchant_contract/sign',
          { id: contractId, code: '123456', sha256: 'a'.repeat(64) },
          other,
        ),
      ).toMatchObject(missing);
    } finally {
      await t.db.update(merchants).set({ ownerAccountId: previousOwner }).where(eq(merchants.id, 4));
    }
    // each side's ids answer -2 to the other side's token
    const lab = await demoLab(t);
    expect((await t.call('electronic_contract/sendSignCode', { id: contractId }, lab.token)).status).toBe(-2);
    expect((await t.call('merchant_contract/sendSignCode', { id: contractId }, b1.token)).status).toBe(-2);
    expect((await t.call('merchant_contract/get', {})).status).toBe(-2);
    expect((await contractRow(t, contractId)).status).toBe('pending_sign');
    expect(await signaturesOf(contractId)).toEqual([]);
  });

  it('the buyer needs an approved e-sign account and a seal of its own', async () => {
    const { contractId } = await paidOrder(t, b2);
    await t.db.delete(electronicContractAccounts).where(eq(electronicContractAccounts.userId, b2.userId));
    await t.db.delete(electronicContractSeals).where(eq(electronicContractSeals.userId, b2.userId));
    const ask = () => t.call('electronic_contract/sendSignCode', { id: contractId }, b2.token);
    expect(await ask()).toMatchObject({ status: false, message: SIGN_MSG.noAccount });
    expect(await t.call('electronic_contract/getSignUrl', { id: contractId }, b2.token)).toMatchObject({
      status: false,
      message: SIGN_MSG.noAccount,
    });
    await t.db.insert(electronicContractAccounts).values({
      userId: b2.userId,
      orgName: '上海测试有限公司',
      creditCode: '91310000MA1FL0Q618',
      legalPerson: '李四',
      contactMobile: '13800000004',
      status: 'approved',
    });
    expect(await ask()).toMatchObject({ status: false, message: SIGN_MSG.noSeal });
    await t.call('electronic_contract_seal/set', { name: '上海测试有限公司', kind: 'contract' }, b2.token);
    const [b1Seal] = await t.db
      .select()
      .from(electronicContractSeals)
      .where(eq(electronicContractSeals.userId, b1.userId));
    expect(await buyerSigns(t, b2, contractId, { seal_id: b1Seal!.id })).toMatchObject({
      status: false,
      message: SIGN_MSG.sealMissing,
    });
    expect(await buyerSigns(t, b2, contractId)).toMatchObject({ status: true });
    const [sig] = await signaturesOf(contractId);
    expect(sig).toMatchObject({ party: 'buyer', sealName: '上海测试有限公司' });
    await t.db
      .delete(electronicContractAccounts)
      .where(
        and(
          eq(electronicContractAccounts.userId, b2.userId),
          eq(electronicContractAccounts.status, 'approved'),
        ),
      );
  });

  it('a cancelled order’s contract is not signed', async () => {
    const { orderId, contractId } = await paidOrder(t, b1);
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, orderId));
    expect(await t.call('electronic_contract/sendSignCode', { id: contractId }, b1.token)).toMatchObject({
      status: false,
      message: '订单已取消，不能签署合同',
    });
  });

  it('lists the lab’s contracts by state with counts', async () => {
    const a = await paidOrder(t, b1);
    const b = await paidOrder(t, b1);
    await signBoth(t, b1, a.contractId);
    const lab = await demoLab(t);
    const all = await t.call('merchant_contract/get', { page: 1, limit: 50 }, lab.token);
    const ids = all.data.list.map((c: { id: number }) => c.id);
    expect(ids.indexOf(b.contractId)).toBeLessThan(ids.indexOf(a.contractId));
    const signed = await t.call('merchant_contract/get', { state: 'signed', limit: 100 }, lab.token);
    expect(signed.data.list.every((c: { state: string }) => c.state === 'signed')).toBe(true);
    expect(signed.data.total).toBe(signed.data.counts.signed);
    expect(all.data.counts.all).toBe(all.data.counts.mine + all.data.counts.theirs + all.data.counts.signed);
    expect(await t.call('merchant_contract/get', { state: 'other' }, lab.token)).toMatchObject({
      status: false,
      message: '无效的签署状态',
    });
  });
});
