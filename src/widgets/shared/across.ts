/**
 * Across origins: for the widget bundle only (the storefront renders the same
 * components on its own origin and needs none of it): on a page of another origin, login
 * happens at the marketplace with this page as the return address, and links into the
 * storefront carry the login as a single-use code in the fragment, never a token in a query.
 */
import { adoptHandoff, handoffUrl } from '../../core/stores/session/handoff';
import { $session } from '../../core/stores/session/state';
import { type Across, storefrontUrl, widgetEnv } from './env';

const foreign = (): boolean => new URL(storefrontUrl('/'), location.href).origin !== location.origin;

const go = async (url: string): Promise<void> => {
  if ($session.get().token && foreign() && url.startsWith(storefrontUrl('/'))) {
    url = await handoffUrl(url).catch(() => url);
  }
  widgetEnv.navigate(url);
};

export const across: Across = {
  foreign,
  loginQuery: () => (foreign() ? `?${new URLSearchParams({ redirect: location.href.split('#')[0]! })}` : ''),
  go,
  // a plain click: new tabs and windows (modifier keys, target) stay ordinary links
  link(e) {
    const a = (e.target as Element).closest('a');
    if (
      a &&
      !a.target &&
      !e.button &&
      !(e.ctrlKey || e.metaKey || e.shiftKey) &&
      $session.get().token &&
      foreign()
    ) {
      e.preventDefault();
      void go(a.href);
    }
  },
};

/** Installs the above and adopts a code this page came back with. */
export function installAcross(): void {
  widgetEnv.across = across;
  void adoptHandoff();
}
