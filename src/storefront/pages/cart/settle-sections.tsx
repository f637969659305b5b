import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'wouter';
import {
  type Address,
  type Coupon,
  formatPrice,
  type InvoiceProject,
  type InvoiceTitle,
  maskPhone,
} from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { PAY_PLANS, type PayPlan } from '../../../core/rules/order-states';
import { regionText } from '../../components/address-form/address-checks';
import { LoadError } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import type { ApiState } from '../../components/use-api';
import { findRoute, href, type RoutePath } from '../../routes';
import { fill } from '../../strings';
import { c } from './cart-strings';

/** A titled block of the settlement with an optional link on the right. */
export function Block({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section class="sf-settle-block" aria-labelledby={id}>
      <div class="sf-settle-block__head">
        <h2 id={id}>{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** 购物车 › 确认订单 › 支付 › 完成, at the second step. */
export const Steps = () => (
  <ol class="sf-settle-steps" aria-label={c.settle}>
    {c.steps.map((s, i) => (
      <li key={s} class={i <= 1 ? 'is-done' : undefined} aria-current={i === 1 ? 'step' : undefined}>
        {s}
      </li>
    ))}
  </ol>
);

/** A link to an account page, shown only once its route exists. */
export const ManageLink = ({ path, label }: { path: RoutePath; label: string }) =>
  findRoute(path) ? (
    <Link href={href(path)} class="sf-settle-block__link">
      {label}
    </Link>
  ) : null;

/** Loading and failure of a section's list; null once it has arrived. */
export function ListState({ state }: { state: ApiState<unknown> }) {
  if (state.error) return <LoadError message={state.error} onRetry={state.reload} />;
  if (state.loading && !state.data) return <Skeleton rows={2} />;
  return null;
}

interface Choice<T> {
  name: string;
  value: T;
  onChange: (value: T) => void;
}

/** A radio card: the whole card is the label. */
export function Option({
  name,
  checked,
  onPick,
  children,
}: {
  name: string;
  checked: boolean;
  onPick: () => void;
  children: ReactNode;
}) {
  return (
    <label class={`sf-settle-option${checked ? ' is-checked' : ''}`}>
      <input type="radio" name={name} checked={checked} onChange={onPick} />
      <span class="sf-settle-option__body">{children}</span>
    </label>
  );
}

/** 北京市海淀区…, never 北京市北京市海淀区: the region as everywhere else (a municipality once), then the street address. */
export const addressLine = (a: Address): string => `${regionText(a).replace(/ /g, '')}${a.detail}`;

export function AddressOptions({ list, name, value, onChange }: Choice<number> & { list: Address[] }) {
  return (
    <div class="sf-settle-options sf-settle-options--grid">
      {list.map((a) => (
        <Option key={a.id} name={name} checked={a.id === value} onPick={() => onChange(a.id)}>
          <strong>
            {a.consignee} {maskPhone(a.mobile)}
            {a.is_default && <span class="sf-tag">{c.defaultTag}</span>}
          </strong>
          <span>{addressLine(a)}</span>
        </Option>
      ))}
    </div>
  );
}

export function InvoiceOptions({
  list,
  name,
  value,
  onChange,
  projects,
  project,
  onProject,
}: Choice<number | null> & {
  list: InvoiceTitle[];
  projects: InvoiceProject[];
  project: string;
  onProject: (p: string) => void;
}) {
  const id = useId();
  return (
    <>
      <div class="sf-settle-options">
        <Option name={name} checked={value === null} onPick={() => onChange(null)}>
          <strong>{c.noInvoice}</strong>
        </Option>
        {list.map((i) => (
          <Option key={i.id} name={name} checked={i.id === value} onPick={() => onChange(i.id)}>
            <strong>
              {i.title}
              <span class="sf-tag">{c.invoiceTypes[i.type] ?? ''}</span>
              {i.is_default && <span class="sf-tag">{c.defaultTag}</span>}
            </strong>
            {i.tax_no && <span>{i.tax_no}</span>}
          </Option>
        ))}
      </div>
      {value !== null && projects.length > 0 && (
        <div class="sf-settle-field sf-settle-field--inline">
          <label for={id}>{c.invoiceProject}</label>
          <select id={id} value={project} onChange={(e) => onProject((e.target as HTMLSelectElement).value)}>
            {projects.map((p) => (
              <option key={p.id} value={p.name}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );
}

/** 3000 rather than 3000.00 in a rule (满3000减300); fen stay when there are some. */
const yuan = (n: number): string => formatPrice(n).replace(/\.00$/, '');

export const couponRule = (k: Coupon): string =>
  k.min_amount > 0
    ? fill(c.couponRule, { min: yuan(k.min_amount), amount: yuan(k.amount) })
    : fill(c.couponNoMin, { amount: yuan(k.amount) });

export function CouponOptions({
  list,
  unusable = [],
  name,
  value,
  onChange,
}: Choice<number | null> & { list: Coupon[]; unusable?: Array<Coupon & { reason: string }> }) {
  return (
    <div class="sf-settle-options">
      {list.map((k) => (
        <Option
          key={k.user_coupon_id ?? k.id}
          name={name}
          checked={k.user_coupon_id === value}
          onPick={() => onChange(k.user_coupon_id)}
        >
          <strong>
            <span class="sf-settle-coupon__amount">¥{formatPrice(k.amount)}</span> {k.name}
          </strong>
          <span>
            {couponRule(k)} · {k.scope} · {fill(c.until, { date: formatTime(k.ends_at).slice(0, 10) })}
          </span>
        </Option>
      ))}
      <Option name={name} checked={value === null} onPick={() => onChange(null)}>
        <strong>{list.length ? c.noCoupon : c.noCoupons}</strong>
      </Option>
      {/* the buyer's other coupons, with why each does not apply here */}
      {unusable.map((k) => (
        <div key={`x${k.user_coupon_id ?? k.id}`} class="sf-settle-option is-unusable" aria-disabled="true">
          <span class="sf-settle-option__body">
            <strong>
              <span class="sf-settle-coupon__amount">¥{formatPrice(k.amount)}</span> {k.name}
            </strong>
            <span>
              {couponRule(k)} · {k.scope}
            </span>
            <span class="sf-settle-coupon__reason">{k.reason}</span>
          </span>
        </div>
      ))}
    </div>
  );
}

export function PlanOptions({ name, value, onChange }: Choice<PayPlan>) {
  return (
    <div class="sf-settle-options sf-settle-options--row">
      {(Object.keys(PAY_PLANS) as PayPlan[]).map((plan) => (
        <Option key={plan} name={name} checked={plan === value} onPick={() => onChange(plan)}>
          <strong>{PAY_PLANS[plan]}</strong>
        </Option>
      ))}
    </div>
  );
}
