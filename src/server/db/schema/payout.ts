import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAtColumn, idColumn, timestamptz, updatedAtColumn } from './columns';

/** The opened account an upgrade would replace (payout_accounts.previous). */
export interface PreviousPayoutAccount {
  kind: number;
  holderName: string;
  bankName: string;
  cardMasked: string;
  providerNo: string;
  details: Record<string, string>;
}

/**
 * A payout account opened with the payment provider (Yeepay, simulated in the demo): where an
 * expert's commissions and a lab's settlements are paid. One per account, whichever user type.
 * Card and identity numbers are kept only masked here; the provider holds the real ones.
 */
export const payoutAccounts = pgTable('payout_accounts', {
  id: idColumn(),
  accountId: integer('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** 1 company (yeepoy_open_company), 2 individual micro-merchant (yeepoy_open_micro). */
  kind: smallint('kind').notNull(),
  /** reviewing → signing → opened, or rejected (core/rules/payout-states.ts). */
  state: varchar('state', { length: 12 }).notNull().default('reviewing'),
  reason: varchar('reason', { length: 200 }).notNull().default(''),
  /** The provider's merchant number once the application is accepted. */
  providerNo: varchar('provider_no', { length: 40 }).notNull().default(''),
  holderName: varchar('holder_name', { length: 100 }).notNull(),
  bankName: varchar('bank_name', { length: 60 }).notNull(),
  /** e.g. 6222 **** **** 1234 */
  cardMasked: varchar('card_masked', { length: 30 }).notNull(),
  /** The rest of the application as shown back (masked where it is personal). */
  details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
  /**
   * The provider's number of the current application (a resubmission gets a new one), which its
   * notifications name: a late notice about an earlier application cannot move this one.
   */
  applicationNo: varchar('application_no', { length: 32 }).unique(),
  /**
   * While an opened micro account is upgraded to a company one: the opened account as it was,
   * which still receives payouts and comes back if the upgrade is rejected. Null otherwise.
   */
  previous: jsonb('previous').$type<PreviousPayoutAccount>(),
  /** When the agreement notice was last sent (yeepoy/againSendNotify waits a minute). */
  noticeSentAt: timestamptz('notice_sent_at'),
  appliedAt: timestamptz('applied_at').notNull().defaultNow(),
  updatedAt: updatedAtColumn(),
});

/**
 * The provider's notifications that were authentic and fresh, one row per nonce: the unique
 * nonce makes a replayed notification fail to insert, so each is acted on exactly once.
 * Bodies are not kept (they name an application, never a card or identity number).
 */
export const payoutNotifications = pgTable('payout_notifications', {
  id: idColumn(),
  nonce: varchar('nonce', { length: 64 }).notNull().unique(),
  applicationNo: varchar('application_no', { length: 32 }).notNull(),
  event: varchar('event', { length: 12 }).notNull(),
  /** 'accepted' | 'duplicate' | 'rejected:<reason>' */
  outcome: varchar('outcome', { length: 40 }).notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

/**
 * A bank account a payee registered for payouts by hand (no payout provider configured: 财务
 * transfers from the platform's account). The full number is kept, since 财务 must pay into it;
 * lists show it masked. A change retires the current row and adds a new one, so every paid
 * withdrawal keeps pointing at the account it was paid to. One current row per account.
 */
export const payeeBankAccounts = pgTable(
  'payee_bank_accounts',
  {
    id: idColumn(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** 户名: the payee's certified name, checked when saved. */
    holderName: varchar('holder_name', { length: 100 }).notNull(),
    /** 开户行, as the payee wrote it (bank and branch). */
    bankName: varchar('bank_name', { length: 60 }).notNull(),
    /** 账号, digits only. */
    accountNo: varchar('account_no', { length: 30 }).notNull(),
    createdAt: createdAtColumn(),
    /** When a newer account replaced it; null for the current one. */
    retiredAt: timestamptz('retired_at'),
  },
  (t) => [
    uniqueIndex('payee_bank_accounts_current_uq').on(t.accountId).where(sql`${t.retiredAt} IS NULL`),
    index('payee_bank_accounts_account_idx').on(t.accountId),
  ],
);
