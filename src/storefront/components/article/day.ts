import { formatTime } from '../../../core/formatters/time';

/** The date part (YYYY-MM-DD) of a server time. */
export const day = (iso: string): string => formatTime(iso).slice(0, 10);
