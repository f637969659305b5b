import { $session, clearSession } from '../stores/session/state';
import { showToast } from '../stores/toast';
import { createApiClient } from './client';

/**
 * The configured client every store and page uses. The storefront sets onLoginRequired to
 * its router; the widget bundle sets the base URL and `location.href = storefront + '/login'`.
 */
export const api = createApiClient({
  baseUrl: '/api',
  getSession: () => $session.get(),
  clearSession,
  warn: (message, owner) => showToast(message, 'warning', { owner }),
  onLoginRequired: () => {},
});
