import { formatTime } from '../../../core/formatters/time';
import { apiErrorText } from '../use-submit';

/**
 * The console's older name for apiErrorText, kept until its last callers (pages the kit is still
 * moving) submit through useSubmit; new code uses useSubmit or apiErrorText.
 */
export const errorText = apiErrorText;

/** A time to the minute in Beijing time (formatTime's zone), '—' when there is none. */
export const minuteTime = (iso: string): string => formatTime(iso).slice(0, 16) || '—';
