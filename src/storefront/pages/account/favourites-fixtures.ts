/** Test data and a stateful fake server for the favourites and letters pages (tests only). */
import type {
  AttendedMerchant,
  CollectedGoods,
  Footprint,
  Goods,
  MerchantSummary,
  SiteLetter,
} from '../../../core';
import { ok, type Routes, refused } from '../../../core/testing/fake-api';

export const goods = (id: number, over: Partial<Goods> = {}): Goods => ({
  id,
  name: `生活饮用水全分析检测 ${id}`,
  cover: `/images/goods/${id}.svg`,
  pictures: [],
  merchant_id: 1,
  servics_id: 1,
  servicsInfo: { id: 1, name: '检验检测' },
  category_id: null,
  min_price: 3800,
  description: '',
  standard_no: 'GB 5749-2022',
  standards: ['GB 5749-2022'],
  sales: 12,
  views: 100,
  ...over,
});

export const merchant = (id: number): MerchantSummary => ({
  id,
  org_name: `苏州谱尼测试技术有限公司 ${id}`,
  logo: '',
  kind: 'testing_lab',
  kind_name: '检测机构',
  province: '江苏省',
  city: '苏州市',
  intro: '第三方检测机构',
});

const page = <T>(all: T[], params: Record<string, unknown>) => {
  const p = Number(params.page ?? 1);
  const limit = Number(params.limit ?? 10);
  return ok({ list: all.slice((p - 1) * limit, p * limit), total: all.length, page: p, limit });
};

/** goods_collect get / unCollect over `ids` (kept in step, newest first). */
export function collectServer(ids: number[], over: { offSale?: number[] } = {}) {
  const rows = (): CollectedGoods[] =>
    ids.map((id) => ({
      id: 100 + id,
      goods_id: id,
      goodsInfo: over.offSale?.includes(id) ? null : goods(id),
    }));
  const routes: Routes = {
    'goods_collect/get': (params) => page(rows(), params),
    'goods_collect/unCollect': (params) => {
      const at = ids.indexOf(Number(params.goods_id));
      if (at < 0) return refused('未收藏该服务');
      ids.splice(at, 1);
      return ok(null, '已取消收藏');
    },
  };
  return { ids, routes };
}

/** merchant_attention get / unAttention over `ids`. */
export function followServer(ids: number[]) {
  const rows = (): AttendedMerchant[] =>
    ids.map((id) => ({ id: 200 + id, merchant_id: id, merchantInfo: merchant(id) }));
  const routes: Routes = {
    'merchant_attention/get': (params) => page(rows(), params),
    'merchant_attention/unAttention': (params) => {
      const at = ids.indexOf(Number(params.merchant_id));
      if (at < 0) return refused('未关注该店铺');
      ids.splice(at, 1);
      return ok(null, '已取消关注');
    },
  };
  return { ids, routes };
}

/** goods_footprint get / clear over `[goodsId, viewedAt]` pairs, newest first. */
export function footprintServer(seen: [number, string][]) {
  const rows = (): Footprint[] =>
    seen.map(([id, at]) => ({ id: 300 + id, goods_id: id, viewed_at: at, goodsInfo: goods(id) }));
  const routes: Routes = {
    'goods_footprint/get': (params) => page(rows(), params),
    'goods_footprint/clear': (params) => {
      const before = seen.length;
      const id = params.goods_id ? Number(params.goods_id) : null;
      const keep = seen.filter(([g]) => id !== null && g !== id);
      seen.splice(0, seen.length, ...keep);
      return ok({ count: before - seen.length }, id ? '已删除该足迹' : '已清空浏览足迹');
    },
  };
  return { seen, routes };
}

export const letter = (id: number, over: Partial<SiteLetter> = {}): SiteLetter => ({
  id,
  title: `订单 DD2025010100000${id} 已支付`,
  content: '您的订单已支付成功，实验室将尽快安排检测。',
  link: '/home/order/detail?id=7',
  is_read: false,
  created_at: '2025-01-01T10:00:00+08:00',
  read_at: null,
  ...over,
});

/** notice_site_letter get / read / getNotReadCount over `letters`. */
export function letterServer(letters: SiteLetter[]) {
  const unread = () => letters.filter((l) => !l.is_read);
  const routes: Routes = {
    'notice_site_letter/get': (params) => page(params.unread ? unread() : letters, params),
    'notice_site_letter/getNotReadCount': () => ok({ count: unread().length }),
    'notice_site_letter/read': (params) => {
      const which = params.all ? unread() : unread().filter((l) => l.id === Number(params.id));
      for (const l of which) l.is_read = true;
      return ok({ count: which.length }, params.all ? '已全部标为已读' : '已标为已读');
    },
  };
  return { letters, routes };
}
