import { Link } from 'wouter';
import type { CartItem } from '../../../core';
import { ADDON_QUANTITY_MAX, isAddon } from '../../../core/rules/option-role';
import { Price } from '../../components/price';
import { QuantityStepper } from '../../components/quantity-stepper';
import { type Href, href } from '../../routes';
import { fill } from '../../strings';
import type { LabGroup } from './cart-select';
import { c } from './cart-strings';

export const goodsHref = (item: CartItem): Href => href('/home/goodsdetail', { id: item.goods_id });

/**
 * One cart item: cover, name, chosen options, type, the server's price; with `onQuantity`, an
 * add-on's quantity (单项加测 每项) can be changed here.
 */
export function ItemSummary({
  item,
  onQuantity,
}: {
  item: CartItem;
  onQuantity?: (item: CartItem, quantity: number) => void;
}) {
  const g = item.goodsInfo;
  return (
    <>
      <Link href={goodsHref(item)} class="sf-cart-item__cover" tabIndex={-1} aria-hidden="true">
        {g.cover ? <img src={g.cover} alt="" width="80" height="80" loading="lazy" /> : null}
      </Link>
      <div class="sf-cart-item__main">
        <Link href={goodsHref(item)} class="sf-cart-item__name">
          {g.name}
        </Link>
        <p class="sf-cart-item__remark">
          {g.servicsInfo?.name && <span class="sf-tag">{g.servicsInfo.name}</span>}
          {item.remark && <span>{item.remark}</span>}
        </p>
        {onQuantity && g.serviceContent && isAddon(g.serviceContent.name) && (
          <QuantityStepper
            value={item.attribute.quantity ?? 1}
            max={ADDON_QUANTITY_MAX}
            label={fill(c.quantityOf, { name: g.name })}
            onChange={(n) => onQuantity(item, n)}
          />
        )}
      </div>
      <Price value={item.price} class="sf-cart-item__price" />
    </>
  );
}

export interface CartGroupProps {
  group: LabGroup;
  selected: readonly number[];
  onToggle: (id: number) => void;
  onToggleLab: (lab: number) => void;
  onRemove: (item: CartItem) => void;
  onQuantity: (item: CartItem, quantity: number) => void;
}

/** A lab's items with 全选, a checkbox per item and 删除. */
export function CartGroup({ group, selected, onToggle, onToggleLab, onRemove, onQuantity }: CartGroupProps) {
  const picked = group.items.filter((i) => selected.includes(i.id)).length;
  const all = picked === group.items.length;
  return (
    <section class="sf-cart-group" aria-label={group.name}>
      <div class="sf-cart-group__head">
        <label class="sf-cart-check">
          <input
            type="checkbox"
            checked={all}
            ref={(el) => {
              if (el) el.indeterminate = picked > 0 && !all;
            }}
            aria-label={fill(c.selectAllOf, { lab: group.name })}
            onChange={() => onToggleLab(group.id)}
          />
        </label>
        <span class="sf-cart-group__lab">{group.name}</span>
        {group.id > 0 && (
          <Link href={href('/shop', { id: group.id })} class="sf-cart-group__shop">
            {c.enterShop}
          </Link>
        )}
      </div>
      <ul>
        {group.items.map((item) => (
          <li key={item.id} class={`sf-cart-item${selected.includes(item.id) ? ' is-selected' : ''}`}>
            <label class="sf-cart-check">
              <input
                type="checkbox"
                checked={selected.includes(item.id)}
                aria-label={fill(c.selectItem, { name: item.goodsInfo.name })}
                onChange={() => onToggle(item.id)}
              />
            </label>
            <ItemSummary item={item} onQuantity={onQuantity} />
            <button type="button" class="sf-cart-item__remove" onClick={() => onRemove(item)}>
              {c.remove}
              <span class="sf-sr">{item.goodsInfo.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
