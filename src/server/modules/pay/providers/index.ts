import type { PayNotify } from '../../../lib/handler';
import { AlipayProvider } from './alipay';
import type { AlipaySettings } from './alipay-env';
import { SimProvider } from './sim';
import { type PaymentProvider, type PayProviders, payProviders } from './types';

export interface ProviderChoice {
  production: boolean;
  paySecret: string;
  alipay: AlipaySettings | undefined;
  /** The simulated cashier's way to the mall's notify address (in-process unless a test records). */
  payNotify: PayNotify;
  onError: (error: unknown, where: string) => void;
}

/**
 * The online providers, chosen by configuration: Alipay when its keys are set, then the
 * simulated cashier outside production only (in production it is never constructed, so nothing
 * can reach it).
 */
export function createPayProviders(o: ProviderChoice): PayProviders {
  const list: PaymentProvider[] = [];
  if (o.alipay) list.push(new AlipayProvider(o.alipay));
  if (!o.production) list.push(new SimProvider(o.paySecret, o.payNotify, o.onError));
  return payProviders(list);
}
