import { formatPrice, type GoodsDetail, type SalesPromotionUnit, t } from '../../../core';
import { ADDON_QUANTITY_MAX, isAddon } from '../../../core/rules/option-role';
import { UNIT_LABELS } from '../../../core/rules/sales-units';
import { QuantityStepper } from '../../components/quantity-stepper';
import { g } from './goods-strings';
import { buysByUnit, type Selection } from './purchase';

interface Choice {
  value: string;
  label: string;
  price?: number;
}

/** One option group as native radios in a fieldset: arrow keys, labels and focus for free. */
function RadioGroup({
  name,
  legend,
  choices,
  value,
  onChange,
  zero = g.free,
}: {
  name: string;
  legend: string;
  choices: Choice[];
  value: string;
  onChange: (value: string) => void;
  /** What a price of 0 reads (免费, or 不加价 for a surcharge), never ¥0.00. */
  zero?: string;
}) {
  return (
    <fieldset class="gd-opt">
      <legend class="gd-opt__legend">{legend}</legend>
      <div class="gd-opt__choices">
        {choices.map((c) => (
          <label key={c.value} class="gd-chip">
            <input
              type="radio"
              name={name}
              value={c.value}
              checked={c.value === value}
              onChange={() => onChange(c.value)}
            />
            <span>
              {c.label}
              {c.price !== undefined && (
                <small>{c.price === 0 ? zero : `${t('common.yuan')}${formatPrice(c.price)}`}</small>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const NONE = '';
const idOf = (v: string): number | null => (v === NONE ? null : Number(v));

/**
 * The choices a buyer makes: the promotion unit for types 4/5, otherwise 服务内容, 培训形式 and
 * 认可标识 (optional: 不需要). Groups the goods does not offer are not drawn.
 */
export function OptionPicker({
  goods,
  value,
  onChange,
}: {
  goods: GoodsDetail;
  value: Selection;
  onChange: (next: Selection) => void;
}) {
  const set = (patch: Partial<Selection>) => onChange({ ...value, ...patch });
  const base = `gd-${goods.id}`;

  if (buysByUnit(goods)) {
    const choices = goods.sales_promotion_unit.map((u) => ({
      value: u,
      label: UNIT_LABELS[u],
      price: goods.sales_promotion?.[u],
    }));
    return (
      <div class="gd-opts">
        <RadioGroup
          name={`${base}-unit`}
          legend={g.unit}
          choices={choices}
          value={value.unit ?? NONE}
          onChange={(v) => set({ unit: v as SalesPromotionUnit })}
        />
      </div>
    );
  }

  const asChoices = (list: GoodsDetail['serviceContent']): Choice[] =>
    list.map((o) => ({ value: String(o.id), label: o.name, price: o.price }));
  const content = goods.serviceContent.find((o) => o.id === value.serviceContent);
  return (
    <div class="gd-opts">
      {goods.serviceContent.length > 0 && (
        <RadioGroup
          name={`${base}-content`}
          legend={g.serviceContent}
          choices={asChoices(goods.serviceContent)}
          value={String(value.serviceContent ?? NONE)}
          onChange={(v) => set({ serviceContent: idOf(v) })}
        />
      )}
      {content && isAddon(content.name) && (
        <div class="gd-opt">
          <span class="gd-opt__legend">{g.quantity}</span>
          <div class="gd-opt__choices">
            <QuantityStepper
              value={value.quantity ?? 1}
              max={ADDON_QUANTITY_MAX}
              label={g.addonCount}
              onChange={(quantity) => set({ quantity })}
            />
            <small class="gd-opt__note">{g.perItem}</small>
          </div>
        </div>
      )}
      {goods.trainingForm.length > 0 && (
        <RadioGroup
          name={`${base}-form`}
          legend={g.trainingForm}
          zero={g.noSurcharge}
          choices={asChoices(goods.trainingForm)}
          value={String(value.trainingForm ?? NONE)}
          onChange={(v) => set({ trainingForm: idOf(v) })}
        />
      )}
      {goods.approvalLogo.length > 0 && (
        <RadioGroup
          name={`${base}-logo`}
          legend={g.approvalLogo}
          zero={g.noSurcharge}
          choices={[{ value: NONE, label: g.noApprovalLogo }, ...asChoices(goods.approvalLogo)]}
          value={String(value.approvalLogo ?? NONE)}
          onChange={(v) => set({ approvalLogo: idOf(v) })}
        />
      )}
    </div>
  );
}
