import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../core/i18n/zh-cn';
import { $followedShops } from '../../core/stores/followed-shops';
import { toggleFollowShop } from '../../core/stores/followed-shops/actions';
import { startUserLists } from '../../core/stores/user-lists';
import { emit, useOwnerId, type WidgetBaseProps } from '../shared/dom';
import { PlusIcon } from '../shared/icons';
import { useHost, useStyles } from '../shared/styles';
import { OwnToast } from '../shared/toast';
import { makeStyles } from './styles';

export interface ShopFollowProps extends WidgetBaseProps {
  merchantId?: number;
}

/** tic-shop-follow: 关注 / 已关注 for one shop; every button of a shop shares the store. */
export function ShopFollow({ container, merchantId }: ShopFollowProps) {
  const s = useStyles(container, makeStyles);
  useHost(container, 'inline-block');
  const owner = useOwnerId('tic-shop-follow');
  const id = Number(merchantId);
  const followed = useStore($followedShops).includes(id);
  const [busy, setBusy] = useState(false);

  useEffect(() => startUserLists(), []);

  // tic-follow-change when this shop's state changes, not on first render or a new merchant-id
  const last = useRef({ id, followed });
  useEffect(() => {
    const prev = last.current;
    last.current = { id, followed };
    if (prev.id === id && prev.followed !== followed) {
      emit(container, 'tic-follow-change', { merchantId: id, followed });
    }
  }, [followed, id, container]);

  const toggle = async () => {
    if (busy || !(id > 0)) return;
    setBusy(true);
    try {
      await toggleFollowShop(id, { owner });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div class={s.root} part="root">
      <button
        type="button"
        class={s.button}
        part="button"
        aria-pressed={followed ? 'true' : 'false'}
        aria-busy={busy ? 'true' : undefined}
        aria-label={t('follow.label')}
        onClick={toggle}
      >
        {!followed && <PlusIcon />}
        {followed ? t('follow.followed') : t('follow.follow')}
      </button>
      <OwnToast container={container} owners={[owner]} />
    </div>
  );
}
