import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type {
  BusinessLicense,
  MerchantKind,
  MerchantListItem,
  MerchantSummary,
  NavInfo,
  ShopInfo,
  ShopStyle,
} from '../../../core/api/contract/models';
import { merchantKindName } from '../../../core/rules/merchant-kinds';
import type { DbOrTx } from '../../db';
import { goods, merchantAttention, merchantLicenses, merchants, shopStyles } from '../../db/schema';
import type { Paging } from '../../lib/handler';
import { likePattern, paged } from '../../lib/list-query';

export const MERCHANT_OPEN = 1;

/** Shop nav items a style can switch on. 店铺首页 and 店铺介绍 are always there. */
export const SHOP_NAV_NAMES: Record<number, string> = {
  1: '检验检测',
  2: '问答',
  3: '计量',
  4: '咨询',
  5: '企业动态',
  6: '质量控制',
};

type MerchantRow = typeof merchants.$inferSelect;

export const toNavInfos = (nav: number[]): NavInfo[] =>
  [...new Set(nav)]
    .filter((id) => SHOP_NAV_NAMES[id])
    .sort((a, b) => a - b)
    .map((id) => ({ id, name: SHOP_NAV_NAMES[id]! }));

export const toMerchantSummary = (m: MerchantRow): MerchantSummary => ({
  id: m.id,
  org_name: m.orgName,
  logo: m.logo,
  kind: m.kind,
  kind_name: merchantKindName(m.kind) ?? '',
  province: m.province,
  city: m.city,
  intro: m.intro,
});

export interface MerchantFilters {
  keyword?: string;
  kind?: MerchantKind | '';
  /** Exact province name (检测机构名录's filter). */
  province?: string;
}

export async function listMerchants(
  db: DbOrTx,
  f: MerchantFilters,
  paging: Paging,
): Promise<{ list: MerchantListItem[]; total: number }> {
  const where = and(
    eq(merchants.status, MERCHANT_OPEN),
    f.kind ? eq(merchants.kind, f.kind) : undefined,
    f.province ? eq(merchants.province, f.province) : undefined,
    f.keyword
      ? or(ilike(merchants.orgName, likePattern(f.keyword)), ilike(merchants.intro, likePattern(f.keyword)))
      : undefined,
  );
  const { list: rows, total } = await paged(
    db.select().from(merchants).where(where).orderBy(asc(merchants.id)),
    db.select({ n: count() }).from(merchants).where(where),
    paging,
  );
  const counts = await goodsCounts(
    db,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((m) => ({ ...toMerchantSummary(m), goods_count: counts.get(m.id) ?? 0 })),
    total,
  };
}

async function goodsCounts(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: goods.merchantId, n: count() })
    .from(goods)
    .where(and(inArray(goods.merchantId, ids), eq(goods.status, 1)))
    .groupBy(goods.merchantId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

async function openMerchant(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ m: merchants, style: shopStyles })
    .from(merchants)
    .leftJoin(shopStyles, eq(shopStyles.merchantId, merchants.id))
    .where(and(eq(merchants.id, id), eq(merchants.status, MERCHANT_OPEN)))
    .limit(1);
  return row ?? null;
}

export async function getShopInfo(db: DbOrTx, id: number): Promise<ShopInfo | null> {
  const row = await openMerchant(db, id);
  if (!row) return null;
  const [fans] = await db
    .select({ n: count() })
    .from(merchantAttention)
    .where(eq(merchantAttention.merchantId, id));
  const counts = await goodsCounts(db, [id]);
  return {
    ...toMerchantSummary(row.m),
    banner: row.style?.banner ?? '',
    navInfos: toNavInfos(row.style?.nav ?? []),
    qualifications: row.m.qualifications,
    contact_phone: row.m.contactPhone,
    address: row.m.address,
    goods_count: counts.get(id) ?? 0,
    fans: fans?.n ?? 0,
  };
}

export async function getShopStyle(db: DbOrTx, merchantId: number): Promise<ShopStyle | null> {
  const row = await openMerchant(db, merchantId);
  if (!row) return null;
  return {
    merchant_id: merchantId,
    banner: row.style?.banner ?? '',
    theme_color: row.style?.themeColor ?? '#1f6feb',
    navInfos: toNavInfos(row.style?.nav ?? []),
  };
}

export async function merchantExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await openMerchant(db, id)) !== null;
}

/**
 * The licence shown on 店铺介绍: the credit code and founding date kept on the merchant, the
 * rest from merchant_licenses (empty strings for a shop that has not filed one).
 */
export async function getBusinessLicense(db: DbOrTx, id: number): Promise<BusinessLicense | null> {
  const [row] = await db
    .select({ m: merchants, l: merchantLicenses })
    .from(merchants)
    .leftJoin(merchantLicenses, eq(merchantLicenses.merchantId, merchants.id))
    .where(and(eq(merchants.id, id), eq(merchants.status, MERCHANT_OPEN)))
    .limit(1);
  if (!row) return null;
  const { m, l } = row;
  return {
    merchant_id: m.id,
    org_name: m.orgName,
    credit_code: m.businessLicense,
    legal_rep: l?.legalRep ?? '',
    company_type: l?.companyType ?? '',
    registered_capital: l?.registeredCapital ?? '',
    established: m.established,
    address: m.address,
    business_scope: l?.businessScope ?? '',
    image: l?.image ?? '',
  };
}
