import { inArray } from 'drizzle-orm';
import type { ReviewChange } from '../../../../core/api/contract/models-operator';
import { UNIT_LABELS } from '../../../../core/rules/sales-units';
import { SERVICE_TYPE_NAMES } from '../../../../core/rules/service-types';
import type { DbOrTx } from '../../../db';
import { categories, type GoodsSnapshot } from '../../../db/schema';
import { fenToYuan } from '../../../lib/money';
import { changedKeys, type SnapshotKey } from '../../merchant-goods/goods-revision';

const LABELS: Record<SnapshotKey, string> = {
  name: '服务名称',
  servicsId: '服务类型',
  categoryId: '服务分类',
  cover: '封面图',
  pictures: '服务图片',
  summary: '服务简介',
  content: '服务详情',
  standards: '执行标准',
  turnaroundDays: '检测周期',
  sampleRequirement: '样品要求',
  salesPromotion: '课酬/打包价',
  serviceContent: '服务内容',
  trainingForm: '培训形式',
  approvalLogo: '认可标识',
};

const yuan = (fen: number) => `¥${fenToYuan(fen).toFixed(2)}`;
const orNone = (s: string) => s || '（空）';
/** Rich text as the words a reviewer compares (tags dropped, bounded). */
const plain = (html: string) => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
};

function show(k: SnapshotKey, s: GoodsSnapshot, category: (id: number | null) => string): string {
  switch (k) {
    case 'servicsId':
      return SERVICE_TYPE_NAMES[s.servicsId] ?? String(s.servicsId);
    case 'categoryId':
      return category(s.categoryId);
    case 'pictures':
      return s.pictures.length ? `${s.pictures.length} 张：${s.pictures.join(' ')}` : '（无）';
    case 'content':
      return orNone(plain(s.content));
    case 'standards':
      return orNone(s.standards.join('；'));
    case 'turnaroundDays':
      return s.turnaroundDays ? `${s.turnaroundDays} 个工作日` : '（未填写）';
    case 'salesPromotion':
      return orNone(
        Object.entries(s.salesPromotion ?? {})
          .map(([u, v]) => `${UNIT_LABELS[u as keyof typeof UNIT_LABELS]} ¥${Number(v).toFixed(2)}`)
          .join('；'),
      );
    case 'serviceContent':
    case 'trainingForm':
    case 'approvalLogo':
      return orNone(s.options[k].map((o) => `${o.name} ${yuan(o.priceFen)}`).join('；'));
    default:
      return orNone(String(s[k] ?? ''));
  }
}

/** The console's difference view: each changed field old → new, and the lowest price when it moves. */
export async function revisionChanges(
  db: DbOrTx,
  before: GoodsSnapshot,
  after: GoodsSnapshot,
): Promise<ReviewChange[]> {
  const keys = changedKeys(before, after);
  const ids = [before.categoryId, after.categoryId].filter((id): id is number => id !== null);
  const names = new Map(
    ids.length
      ? (
          await db
            .select({ id: categories.id, name: categories.name })
            .from(categories)
            .where(inArray(categories.id, ids))
        ).map((c) => [c.id, c.name])
      : [],
  );
  const category = (id: number | null) => (id === null ? '（未选择）' : (names.get(id) ?? `#${id}`));
  const out: ReviewChange[] = keys.map((k) => ({
    label: LABELS[k],
    before: show(k, before, category),
    after: show(k, after, category),
  }));
  if (before.minPriceFen !== after.minPriceFen)
    out.unshift({ label: '起价', before: yuan(before.minPriceFen), after: yuan(after.minPriceFen) });
  return out;
}
