import type { Locator } from 'playwright-core';
import type { GoodsDetail } from '../../../src/core/api/contract/models';
import type { Storefront } from './storefront';

/** A radio of the option picker: which group, which value, what it costs. */
export interface OptionChoice {
  group: number;
  value: string;
  price: number;
}

/** `¥1,980.00` / `¥1980.00起` → 1980 */
export const priceOf = (text: string): number => Number(text.replace(/[^\d.]/g, ''));

/** The goods detail page (/home/goodsdetail?id=): name, price, option picker, purchase buttons. */
export class GoodsDetailPage {
  constructor(readonly sf: Storefront) {}

  name(): Locator {
    return this.sf.main().locator('.gd-info h1');
  }
  priceOutput(): Locator {
    return this.sf.main().locator('.gd-price output');
  }
  async price(): Promise<number> {
    return priceOf(await this.priceOutput().innerText());
  }
  groups(): Locator {
    return this.sf.main().locator('fieldset.gd-opt');
  }
  radios(group: number): Locator {
    return this.groups().nth(group).locator('input[type="radio"]');
  }
  addToCartButton(): Locator {
    return this.sf.main().getByRole('button', { name: '加入购物车', exact: true });
  }

  /**
   * The option prices as the API lists them, keyed `group:value` the way the picker names its
   * radios (`gd-<id>-content`, `-form`, `-logo`, `-unit`; 不需要 is the empty value).
   */
  static optionPrices(goods: GoodsDetail): Map<string, number> {
    const prices = new Map<string, number>([
      ['logo:', 0],
      ['content:', 0],
      ['form:', 0],
    ]);
    const groups: Array<[string, GoodsDetail['serviceContent']]> = [
      ['content', goods.serviceContent],
      ['form', goods.trainingForm],
      ['logo', goods.approvalLogo],
    ];
    for (const [group, list] of groups) {
      for (const option of list) prices.set(`${group}:${option.id}`, Number(option.price));
    }
    for (const [unit, price] of Object.entries(goods.sales_promotion ?? {})) {
      prices.set(`unit:${unit}`, Number(price));
    }
    return prices;
  }

  /** The checked radio of a group and one unchecked radio of it with another price, if any. */
  async changeablePair(prices: Map<string, number>): Promise<[OptionChoice, OptionChoice] | null> {
    const groups = await this.groups().count();
    for (let group = 0; group < groups; group++) {
      const radios = this.radios(group);
      const choices: Array<OptionChoice & { checked: boolean }> = [];
      for (let i = 0; i < (await radios.count()); i++) {
        const radio = radios.nth(i);
        const value = (await radio.getAttribute('value')) ?? '';
        const kind = ((await radio.getAttribute('name')) ?? '').split('-').pop();
        const price = prices.get(`${kind}:${value}`) ?? Number.NaN;
        choices.push({ group, value, price, checked: await radio.isChecked() });
      }
      const current = choices.find((c) => c.checked);
      const other = choices.find(
        (c) => !c.checked && current && !Number.isNaN(c.price) && c.price !== current.price,
      );
      if (current && other) return [current, other];
    }
    return null;
  }

  /** Picks a choice the way a user does: a click on its label. */
  async choose(choice: OptionChoice): Promise<void> {
    await this.groups()
      .nth(choice.group)
      .locator('label.gd-chip', { has: this.sf.page.locator(`input[value="${choice.value}"]`) })
      .click();
  }
}
