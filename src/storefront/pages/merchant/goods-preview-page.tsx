import '../../components/console/console.css';
import '../goods/goods.css';
import './goods-edit.css';
import { useState } from 'react';
import { Link } from 'wouter';
import { t } from '../../../core';
import { GOODS_STATE_LABELS } from '../../../core/rules/goods-states';
import { EmptyState, LoadError } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { intParam, useQuery } from '../../components/use-query';
import { href } from '../../routes';
import { Gallery } from '../goods/gallery';
import { GoodsFacts } from '../goods/goods-facts';
import { GoodsTabs } from '../goods/goods-tabs';
import { OptionPicker } from '../goods/option-picker';
import { defaultSelection, type Selection, selectionPrice } from '../goods/purchase';
import { m } from './merchant-strings';

const PV = {
  title: '服务预览',
  note: '预览：这是买家将看到的服务页面，仅本机构可见；审核通过并上架前，买家无法打开或购买。',
  revision: '预览的是待审核的修改；买家目前看到的仍是审核通过的原版本。',
  noBuy: '预览中不能购买',
  missing: '服务不存在',
} as const;

/**
 * 服务预览 (/merchant/goods/preview?id=): the lab's own service as its public detail page shows
 * it — the version under review, whatever its state — from merchant_goods/preview, which only
 * this lab may call. The purchase buttons are there to be seen, not pressed.
 */
export default function MerchantGoodsPreviewPage() {
  const id = intParam(useQuery(), 'id');
  const preview = useApi('merchant_goods/preview', id ? { id } : null);
  const own = useApi('merchant_goods/info', id ? { id } : null).data?.info;
  const goods = preview.data?.info ?? null;
  const [choice, setChoice] = useState<Selection | null>(null);
  if (!id || (preview.error && !goods && preview.error === PV.missing))
    return (
      <div class="sf-container sf-page">
        <section class="sf-panel gd-missing">
          <h1>{PV.missing}</h1>
          <EmptyState text={PV.title}>
            <Link href={href('/merchant/goods')} class="sf-btn sf-btn--primary">
              {m.backToList}
            </Link>
          </EmptyState>
        </section>
      </div>
    );
  if (preview.error && !goods)
    return (
      <div class="sf-container sf-page">
        <h1 class="sf-sr">{PV.title}</h1>
        <LoadError message={preview.error} onRetry={preview.reload} />
      </div>
    );
  if (!goods)
    return (
      <div class="sf-container sf-page">
        <h1 class="sf-sr">{PV.title}</h1>
        <Skeleton rows={8} />
      </div>
    );
  const selection = choice ?? defaultSelection(goods);
  const pictures = goods.pictures.length ? goods.pictures : goods.cover ? [goods.cover] : [];
  const state = own?.state;
  return (
    <div class="sf-container sf-page gd">
      <div class="gp-banner" role="note">
        <p>
          <strong>{PV.title}</strong>
          {state && <span class="mc-state is-pending">{GOODS_STATE_LABELS[state]}</span>}
          {PV.note}
          {own?.revision?.state === 'pending' && ` ${PV.revision}`}
        </p>
        <div class="gp-banner__links">
          <Link href={href('/merchant/goods/edit', { id })}>{m.edit}</Link>
          <Link href={href('/merchant/goods')}>{m.backToList}</Link>
        </div>
      </div>
      <div class="gd-top sf-panel">
        <Gallery pictures={pictures} name={goods.name} />
        <div class="gd-info">
          <GoodsFacts goods={goods} price={selectionPrice(goods, selection)} />
          <OptionPicker goods={goods} value={selection} onChange={setChoice} />
          <div class="gp-actions">
            <button type="button" class="sf-btn gd-btn-buy" disabled title={PV.noBuy}>
              {t('buy.buyNow')}
            </button>
            <button type="button" class="sf-btn gd-btn-cart" disabled title={PV.noBuy}>
              {t('buy.addToCart')}
            </button>
            <span class="mc-hint">{PV.noBuy}</span>
          </div>
        </div>
      </div>
      <div class="gd-body">
        <GoodsTabs content={goods.content} servicsId={goods.servics_id} goodsId={goods.id} />
      </div>
    </div>
  );
}
