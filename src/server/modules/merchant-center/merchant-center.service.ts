import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { MerchantCenter, OwnShop } from '../../../core/api/contract/models';
import type { GoodsState } from '../../../core/rules/goods-states';
import {
  GOODS_STATES,
  goodsStateOf,
  MERCHANT_STATE_LABELS,
  MERCHANT_STATUS_CODE,
  merchantStateOf,
  nextMerchantState,
} from '../../../core/rules/goods-states';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '../../../core/rules/order-states';
import type { DbOrTx } from '../../db';
import {
  accounts,
  afterSaleRequests,
  attachments,
  electronicContracts,
  goods,
  merchants,
  orderChanges,
  orders,
  shopQuestions,
  shopStyles,
  siteLetters,
} from '../../db/schema';
import type { AuthUser } from '../../lib/auth';
import { refuse } from '../../lib/envelope';
import { fenToYuan } from '../../lib/money';
import { sanitizeRichText } from '../../lib/sanitize';
import { labIncome } from '../merchant-amount-record/merchant-amount-record.service';
import { reindexMerchants, reindexShop } from '../search/index/maintain';
import { currentMonth } from '../user-amount-record/user-amount-record.service';
import { type MerchantRow, ownMerchant, shanghaiDayStart } from './merchant-owner';

/** The lab's workbench; its state moves only by a reviewer's decision in the console. */
export async function centerInfo(db: DbOrTx, me: AuthUser): Promise<MerchantCenter> {
  const m = await ownMerchant(db, me);
  // today: orders placed since Beijing midnight, by the state they are in now
  const today = shanghaiDayStart().toISOString();
  const byStatus = await db
    .select({
      status: orders.status,
      n: count(),
      today: sql<number>`cast(count(*) filter (where ${orders.createdAt} >= ${today}::timestamptz) as int)`,
    })
    .from(orders)
    .where(eq(orders.merchantId, m.id))
    .groupBy(orders.status);
  const [changes] = await db
    .select({ n: count() })
    .from(orderChanges)
    .innerJoin(orders, eq(orders.id, orderChanges.orderId))
    .where(and(eq(orders.merchantId, m.id), eq(orderChanges.status, 'pending')));
  const [questions] = await db
    .select({ n: count() })
    .from(shopQuestions)
    .where(and(eq(shopQuestions.merchantId, m.id), isNull(shopQuestions.answeredAt)));
  const [letters] = await db
    .select({ n: count() })
    .from(siteLetters)
    .where(and(eq(siteLetters.accountId, me.userId), isNull(siteLetters.readAt)));
  const [toSign] = await db
    .select({ n: count() })
    .from(electronicContracts)
    .innerJoin(orders, eq(orders.id, electronicContracts.orderId))
    .where(
      and(
        eq(orders.merchantId, m.id),
        eq(electronicContracts.status, 'pending_sign'),
        isNull(electronicContracts.merchantSignedAt),
      ),
    );
  const [afterSales] = await db
    .select({ n: count() })
    .from(afterSaleRequests)
    .where(and(eq(afterSaleRequests.merchantId, m.id), eq(afterSaleRequests.status, 'open')));
  const month = currentMonth();
  const income = await labIncome(db, m.id, month);
  const goodsRows = await db
    .select({ status: goods.status, n: count() })
    .from(goods)
    .where(eq(goods.merchantId, m.id))
    .groupBy(goods.status);
  const goodsCounts = Object.fromEntries(GOODS_STATES.map((s) => [s, 0])) as Record<GoodsState, number>;
  for (const r of goodsRows) goodsCounts[goodsStateOf(r.status)] += r.n;
  const state = merchantStateOf(m.status);
  return {
    merchant_id: m.id,
    org_name: m.orgName,
    state,
    state_label: MERCHANT_STATE_LABELS[state],
    reject_reason: m.rejectReason,
    orders: ORDER_STATUSES.map((status) => ({
      status,
      label: ORDER_STATUS_LABELS[status],
      count: byStatus.find((r) => r.status === status)?.n ?? 0,
      today: Number(byStatus.find((r) => r.status === status)?.today ?? 0),
    })),
    today_orders: byStatus.reduce((n, r) => n + Number(r.today), 0),
    changes_waiting: changes?.n ?? 0,
    questions_waiting: questions?.n ?? 0,
    contracts_to_sign: toSign?.n ?? 0,
    after_sales_open: afterSales?.n ?? 0,
    unread_letters: letters?.n ?? 0,
    month_income: fenToYuan(income.netFen).toFixed(2),
    income_month: month,
    goods: goodsCounts,
  };
}

async function toOwnShop(db: DbOrTx, m: MerchantRow): Promise<OwnShop> {
  const [style] = await db.select().from(shopStyles).where(eq(shopStyles.merchantId, m.id)).limit(1);
  const [owner] = m.ownerAccountId
    ? await db.select({ nickname: accounts.nickname }).from(accounts).where(eq(accounts.id, m.ownerAccountId))
    : [];
  return {
    merchant_id: m.id,
    org_name: m.orgName,
    credit_code: m.businessLicense,
    contact_name: owner?.nickname ?? '',
    contact_phone: m.contactPhone,
    logo: m.logo,
    banner: style?.banner ?? '',
    intro: sanitizeRichText(m.intro),
    nav: style?.nav ?? [],
    state: merchantStateOf(m.status),
    sample_address: m.sampleAddress ?? null,
  };
}

export const ownShop = async (db: DbOrTx, me: AuthUser) => toOwnShop(db, await ownMerchant(db, me));

/** Where a public image (logo, banner, a service's pictures) is served from. */
export const publicFileUrl = (id: number) => `/files/public/${id}`;

/**
 * One of the lab's own uploads, as an image anyone may see from now on (it becomes the shop's
 * logo, banner or a service's picture). A PDF or another account's file is refused.
 */
export async function publishImage(db: DbOrTx, me: AuthUser, id: number, label: string): Promise<string> {
  const [row] = await db
    .select({ id: attachments.id, mime: attachments.mime })
    .from(attachments)
    .where(and(eq(attachments.id, id), eq(attachments.ownerId, me.userId)))
    .limit(1);
  if (!row) return refuse(`${label}不存在，请重新上传`);
  if (!row.mime.startsWith('image/')) return refuse(`${label}请上传 PNG、JPG 或 WebP 图片`);
  await db.update(attachments).set({ isPublic: true }).where(eq(attachments.id, id));
  return publicFileUrl(id);
}

export interface ShopEdit {
  orgName: string;
  intro: string;
  nav: number[];
  logoId: number | null;
  bannerId: number | null;
}

/** 店铺设置: what the lab saves is what its public shop pages show, at once. */
export async function editShop(db: DbOrTx, me: AuthUser, e: ShopEdit): Promise<OwnShop> {
  const m = await ownMerchant(db, me);
  const [taken] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(and(sql`lower(${merchants.orgName}) = lower(${e.orgName})`, ne(merchants.id, m.id)))
    .limit(1);
  if (taken) refuse('该店铺名称已被使用');
  return db.transaction(async (tx) => {
    const logo = e.logoId ? await publishImage(tx, me, e.logoId, '店铺 Logo') : m.logo;
    const [style] = await tx.select().from(shopStyles).where(eq(shopStyles.merchantId, m.id));
    const banner = e.bannerId ? await publishImage(tx, me, e.bannerId, '店铺横幅') : (style?.banner ?? '');
    const intro = sanitizeRichText(e.intro);
    const [row] = await tx
      .update(merchants)
      .set({ orgName: e.orgName, intro, logo })
      .where(eq(merchants.id, m.id))
      .returning();
    const nav = [...new Set(e.nav)].sort((a, b) => a - b);
    await tx
      .insert(shopStyles)
      .values({ merchantId: m.id, banner, nav })
      .onConflictDoUpdate({ target: shopStyles.merchantId, set: { banner, nav } });
    // a new name is in every goods' document of the shop too (a search by shop name finds them)
    if (row!.orgName !== m.orgName) await reindexShop(tx, m.id);
    else await reindexMerchants(tx, [m.id]);
    return toOwnShop(tx, row!);
  });
}

/** After 已驳回: the corrected organisation goes back to 待审核. */
export async function resubmit(
  db: DbOrTx,
  me: AuthUser,
  r: { orgName: string; creditCode: string; contactName: string },
): Promise<void> {
  const m = await ownMerchant(db, me);
  const next = nextMerchantState(merchantStateOf(m.status), 'resubmit');
  if (!next)
    refuse(
      m.status === MERCHANT_STATUS_CODE.open ? '店铺已入驻，无需重新提交' : '资料正在审核中，请耐心等待',
    );
  await assertOrgFree(db, r.orgName, r.creditCode, m.id);
  await db
    .update(merchants)
    .set({
      orgName: r.orgName,
      businessLicense: r.creditCode,
      status: MERCHANT_STATUS_CODE.pending,
      rejectReason: '',
      appliedAt: new Date(),
    })
    .where(and(eq(merchants.id, m.id), eq(merchants.status, m.status)));
  await db.update(accounts).set({ nickname: r.contactName }).where(eq(accounts.id, me.userId));
}

export const ORG_TAKEN = '该机构已入驻，请勿重复注册';
export const CREDIT_CODE_TAKEN = '该统一社会信用代码已被其他机构使用';

/** One organisation, one shop: by name and by credit code (a rejected application frees neither). */
export async function assertOrgFree(db: DbOrTx, orgName: string, creditCode: string, exceptId = 0) {
  const [org] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(and(sql`lower(${merchants.orgName}) = lower(${orgName})`, ne(merchants.id, exceptId)))
    .limit(1);
  if (org) refuse(ORG_TAKEN);
  const [code] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(and(inArray(merchants.businessLicense, [creditCode]), ne(merchants.id, exceptId)))
    .limit(1);
  if (code) refuse(CREDIT_CODE_TAKEN);
}
