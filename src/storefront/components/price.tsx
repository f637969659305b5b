import { formatPrice, t } from '../../core';
import { w } from '../words';

export interface PriceProps {
  value: unknown;
  /** Adds 起 (a list price: the lowest a buyer can pay). */
  from?: boolean;
  size?: 'sm' | 'md' | 'lg';
  class?: string;
}

/** A price in red: ¥ small, yuan large, fen small (two decimals, 0.00 when not a number). */
export function Price({ value, from, size = 'md', class: cls }: PriceProps) {
  const [yuan, fen] = formatPrice(value).split('.');
  return (
    <span class={`sf-price sf-price--${size}${cls ? ` ${cls}` : ''}`}>
      <small>{t('common.yuan')}</small>
      {yuan}
      <small>.{fen}</small>
      {from && <small class="sf-price__from">{w.from}</small>}
    </span>
  );
}
