import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Seal } from '../../../core/api/contract/models-buying';
import type { SealKind } from '../../../core/rules/seals';
import type { Db, DbOrTx } from '../../db';
import { electronicContractSeals, electronicContracts } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { sealDataUrl } from './seal-svg';

export const SEAL_MISSING = '签章不存在';
export const MAX_SEALS = 10;

type SealRow = typeof electronicContractSeals.$inferSelect;

export const toSeal = (r: SealRow): Seal => ({
  id: r.id,
  name: r.name,
  kind: r.kind === 'contract' ? 'contract' : 'official',
  image: r.image,
  is_default: r.isDefault,
});

const mine = (userId: number, id: number) =>
  and(eq(electronicContractSeals.userId, userId), eq(electronicContractSeals.id, id));

/** The caller's seals, the default first. */
export async function listSeals(db: DbOrTx, userId: number): Promise<SealRow[]> {
  return db
    .select()
    .from(electronicContractSeals)
    .where(eq(electronicContractSeals.userId, userId))
    .orderBy(desc(electronicContractSeals.isDefault), asc(electronicContractSeals.id));
}

export async function loadOwnSeal(db: DbOrTx, userId: number, id: number): Promise<SealRow> {
  const [row] = await db.select().from(electronicContractSeals).where(mine(userId, id)).limit(1);
  return row ?? refuse(SEAL_MISSING);
}

async function makeDefault(tx: DbOrTx, userId: number, id: number): Promise<void> {
  await tx
    .update(electronicContractSeals)
    .set({ isDefault: false })
    .where(and(eq(electronicContractSeals.userId, userId), ne(electronicContractSeals.id, id)));
  await tx.update(electronicContractSeals).set({ isDefault: true }).where(mine(userId, id));
}

export interface SealInput {
  id: number | null;
  name: string;
  kind: SealKind;
  is_default?: boolean;
}

/**
 * electronic_contract_seal/set: adds a seal (id absent) or redraws one of the caller's. A buyer
 * with seals always has exactly one default: the first seal becomes it, and the default moves
 * only by choosing another one.
 */
export async function setSeal(db: Db, userId: number, input: SealInput): Promise<Seal> {
  const image = sealDataUrl(input.name, input.kind);
  const id = await db.transaction(async (tx) => {
    // one buyer's seal changes queue up: the cap and the single default hold under concurrency
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`seals:${userId}`}))`);
    const seals = await listSeals(tx, userId);
    let sealId: number;
    if (input.id) {
      if (!seals.some((s) => s.id === input.id)) refuse(SEAL_MISSING);
      await tx
        .update(electronicContractSeals)
        .set({ name: input.name, kind: input.kind, image })
        .where(mine(userId, input.id));
      sealId = input.id;
    } else {
      if (seals.length >= MAX_SEALS) refuse(`最多设置 ${MAX_SEALS} 个签章`);
      const [row] = await tx
        .insert(electronicContractSeals)
        .values({ userId, name: input.name, kind: input.kind, image })
        .returning({ id: electronicContractSeals.id });
      sealId = row!.id;
    }
    const hasDefault = seals.some((s) => s.isDefault && s.id !== sealId);
    if (input.is_default || !hasDefault) await makeDefault(tx, userId, sealId);
    return sealId;
  });
  return toSeal(await loadOwnSeal(db, userId, id));
}

/**
 * electronic_contract_seal/delete. Refused for a seal a contract was signed with (the signed
 * document shows it, and the schema keeps no copy of the image), and for the last seal while a
 * contract still waits for the buyer's signature (signing would be blocked until a new one is
 * made). Deleting the default hands that role to the oldest remaining seal.
 */
export async function deleteSeal(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`seals:${userId}`}))`);
    const seal = await loadOwnSeal(tx, userId, id);
    const [used] = await tx
      .select({ id: electronicContracts.id })
      .from(electronicContracts)
      .where(and(eq(electronicContracts.userId, userId), eq(electronicContracts.sealId, id)))
      .limit(1);
    if (used) refuse('该签章已用于签署合同，不能删除');
    const [left] = await tx
      .select({ n: count() })
      .from(electronicContractSeals)
      .where(eq(electronicContractSeals.userId, userId));
    if ((left?.n ?? 0) <= 1) {
      const [waiting] = await tx
        .select({ id: electronicContracts.id })
        .from(electronicContracts)
        .where(and(eq(electronicContracts.userId, userId), eq(electronicContracts.status, 'pending_sign')))
        .limit(1);
      if (waiting) refuse('您有待签署的合同，请至少保留一个签章');
    }
    await tx.delete(electronicContractSeals).where(mine(userId, id));
    if (seal.isDefault) {
      const [next] = await tx
        .select({ id: electronicContractSeals.id })
        .from(electronicContractSeals)
        .where(eq(electronicContractSeals.userId, userId))
        .orderBy(asc(electronicContractSeals.id))
        .limit(1);
      if (next) await makeDefault(tx, userId, next.id);
    }
  });
}
