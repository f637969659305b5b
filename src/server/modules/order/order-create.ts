import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DEPOSIT_RATIO, type PayPlan } from '../../../core/rules/order-states';
import type { Db, DbOrTx } from '../../db';
import { orderEvents, orderItems, orderPayPlans, orders, userAddress, userInvoice } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { insertWithFreshNumber } from '../../lib/fresh-number';
import { fenToYuan } from '../../lib/money';
import { resolveParty } from '../contract/contract-party';
import { couponProblem, redeemCoupon } from '../coupon/coupon.service';
import { sendLetter } from '../notice/notice.service';
import { CART_CHANGED, type PricedCart, priceCart, takeCart } from './order-cart';

export interface CreateOrderInput {
  cart_ids: number[];
  address_id: number;
  invoice_id: number | null;
  invoice_project: string;
  user_coupon_id: number | null;
  pay_plan: PayPlan;
  remark: string;
  /** 合同甲方 (三流一致), an order/parties key. */
  party?: string;
}

/** How long an unpaid order waits before the server cancels it. */
export const PAY_WINDOW_MS = 24 * 3600 * 1000;
export const DEFAULT_INVOICE_PROJECT = '技术服务费';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Numbers drawn before order/create gives up: a clash twice running is already one in millions. */
const ORDER_NO_TRIES = 5;

/** 'TIC' + yyyyMMddHHmmss (China time, as buyers read it) + 6 random digits. */
export function newOrderNo(now = new Date()): string {
  const t = new Date(now.getTime() + 8 * 3600 * 1000);
  const stamp = `${t.getUTCFullYear()}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}${pad(t.getUTCHours())}${pad(t.getUTCMinutes())}${pad(t.getUTCSeconds())}`;
  return `TIC${stamp}${pad(randomInt(1_000_000), 6)}`;
}

/** full: one stage; deposit: 30 % (rounded to the fen) now and the rest after acceptance. */
export function planStages(
  plan: PayPlan,
  payFen: number,
): { seq: number; name: string; amountFen: number }[] {
  if (plan === 'full') return [{ seq: 1, name: '全款', amountFen: payFen }];
  const deposit = Math.round(payFen * DEPOSIT_RATIO);
  if (deposit < 1 || payFen - deposit < 1) refuse('订单金额过低，请选择全款支付');
  return [
    { seq: 1, name: '预付款', amountFen: deposit },
    { seq: 2, name: '尾款', amountFen: payFen - deposit },
  ];
}

async function addressSnapshot(tx: DbOrTx, userId: number, id: number) {
  const [a] = await tx
    .select()
    .from(userAddress)
    .where(and(eq(userAddress.id, id), eq(userAddress.userId, userId)));
  if (!a) return refuse('收货地址不存在');
  return {
    consignee: a.consignee,
    mobile: a.mobile,
    province_code: a.provinceCode,
    province: a.province,
    city_code: a.cityCode,
    city: a.city,
    area_code: a.areaCode,
    area: a.area,
    street_code: a.streetCode,
    street: a.street,
    detail: a.detail,
  };
}

async function invoiceSnapshot(tx: DbOrTx, userId: number, id: number, project: string) {
  const [i] = await tx
    .select()
    .from(userInvoice)
    .where(and(eq(userInvoice.id, id), eq(userInvoice.userId, userId)));
  if (!i) return refuse('发票抬头不存在');
  return {
    type: i.type,
    title: i.title,
    tax_no: i.taxNo,
    bank_name: i.bankName,
    bank_account: i.bankAccount,
    reg_address: i.regAddress,
    reg_phone: i.regPhone,
    email: i.email,
    project: project || DEFAULT_INVOICE_PROJECT,
  };
}

/** What the order keeps of each cart item: the goods and options as bought, and the price. */
const itemRows = (orderId: number, cart: PricedCart) =>
  cart.lines.map(({ item, priceFen }) => ({
    orderId,
    goodsId: item.goods_id,
    name: item.goodsInfo.name,
    cover: item.goodsInfo.cover,
    servicsId: item.goodsInfo.servicsInfo.id,
    servicsName: item.goodsInfo.servicsInfo.name,
    options: {
      service_content: item.goodsInfo.serviceContent,
      training_form: item.goodsInfo.trainingForm,
      approval_logo: item.goodsInfo.approvalLogo,
      sales_promotion_unit: item.attribute.sales_promotion_unit,
      quantity: item.attribute.quantity ?? 1,
    },
    remark: item.remark.slice(0, 300),
    priceFen,
  }));

/** PostgreSQL's deadlock and serialization failures: a lost race, answered like one. */
const isLostRace = (e: unknown): boolean => {
  for (let cur = e as { code?: unknown; cause?: unknown } | undefined, i = 0; cur && i < 4; i++) {
    if (cur.code === '40P01' || cur.code === '40001') return true;
    cur = cur.cause as typeof cur;
  }
  return false;
};

/**
 * order/create: one transaction takes the items out of the cart, prices
 * them from the catalogue, redeems the coupon and writes the order, its items, pay plan,
 * first timeline event and a site letter. Any refusal rolls everything back.
 */
export async function createOrder(db: Db, userId: number, input: CreateOrderInput) {
  try {
    return await db.transaction(async (tx) => {
      const cart = await priceCart(tx, await takeCart(tx, userId, input.cart_ids));
      const address = await addressSnapshot(tx, userId, input.address_id);
      const invoice = input.invoice_id
        ? await invoiceSnapshot(tx, userId, input.invoice_id, input.invoice_project)
        : null;
      const party = await resolveParty(tx, userId, input.party, invoice);
      const now = new Date();
      // six random digits a second: two orders of one busy second can draw the same number
      // (about one order in 10,000 at 170 orders a second), which is not the buyer's error
      const order = await insertWithFreshNumber(ORDER_NO_TRIES, () =>
        tx
          .insert(orders)
          .values({
            orderNo: newOrderNo(now),
            userId,
            merchantId: cart.merchantId,
            payPlan: input.pay_plan,
            goodsAmountFen: cart.goodsFen,
            payAmountFen: cart.goodsFen,
            address,
            invoice,
            party,
            remark: input.remark,
            createdAt: now,
            updatedAt: now,
            payDeadline: new Date(now.getTime() + PAY_WINDOW_MS),
          })
          .onConflictDoNothing({ target: orders.orderNo })
          .returning({ id: orders.id, orderNo: orders.orderNo }),
      );
      if (!order) throw new Error(`no free order number in ${ORDER_NO_TRIES} tries`);
      const { id: orderId, orderNo } = order;
      let discountFen = 0;
      if (input.user_coupon_id) {
        const coupon = await redeemCoupon(tx, userId, input.user_coupon_id, orderId);
        const problem = couponProblem(coupon, cart.merchantId, cart.goodsFen, now);
        if (problem) refuse(problem);
        // the buyer always pays something: a coupon never takes the order below one fen
        discountFen = Math.max(0, Math.min(coupon.amountFen, cart.goodsFen - 1));
      }
      const payFen = cart.goodsFen - discountFen;
      if (discountFen) {
        await tx
          .update(orders)
          .set({ discountFen, payAmountFen: payFen, userCouponId: input.user_coupon_id })
          .where(eq(orders.id, orderId));
      }
      const stages = planStages(input.pay_plan, payFen);
      await tx.insert(orderItems).values(itemRows(orderId, cart));
      await tx.insert(orderPayPlans).values(stages.map((s) => ({ ...s, orderId })));
      await tx.insert(orderEvents).values({
        orderId,
        action: 'create',
        fromStatus: null,
        toStatus: 'pending_payment',
        note: '提交订单',
        at: now,
      });
      await sendLetter(tx, userId, {
        title: '订单提交成功',
        content: `您的订单 ${orderNo}（${cart.merchantName}）已提交，应付 ¥${fenToYuan(payFen).toFixed(2)}，请在 24 小时内完成支付，逾期订单将自动取消。`,
        link: `/home/order/detail?id=${orderId}`,
      });
      return { id: orderId, order_no: orderNo, pay_amount: fenToYuan(payFen) };
    });
  } catch (e) {
    if (isLostRace(e)) return refuse(CART_CHANGED);
    throw e;
  }
}
