import { createContext, useContext } from 'react';
import type { ShopInfo, ShopStyle } from '../../core';

export interface ShopState {
  /** The ?id= of the page (0 when missing or not a number). */
  id: number;
  info: ShopInfo | null;
  style: ShopStyle | null;
  loading: boolean;
  /** The refusal (店铺不存在) or network message; '' when fine. */
  error: string;
}

export const ShopContext = createContext<ShopState>({
  id: 0,
  info: null,
  style: null,
  loading: false,
  error: '',
});

/** The shop the shop layout loaded (merchant/info + merchant_style/info), for shop pages. */
export const useShop = (): ShopState => useContext(ShopContext);
