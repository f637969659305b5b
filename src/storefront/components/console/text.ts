import { isApiError, t } from '../../../core';
import { formatTime } from '../../../core/formatters/time';

/** A refusal's own message (the server says it in Chinese), else the network's. */
export const errorText = (err: unknown): string => (isApiError(err) ? err.message : t('error.network'));

/** A time to the minute in Beijing time (formatTime's zone), '—' when there is none. */
export const minuteTime = (iso: string): string => formatTime(iso).slice(0, 16) || '—';
