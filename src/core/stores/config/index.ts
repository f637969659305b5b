import { atom } from 'nanostores';
import type { Config } from '../../api/contract/models';
import { api } from '../../api/instance';

/** System config (loaded once, when the header mounts). */
export const $config = atom<Config | null>(null);

let pending: Promise<Config | null> | null = null;

/** Loads config/load once per page; a failed load may be tried again. */
export function loadConfig(): Promise<Config | null> {
  pending ??= api.call('config/load').then(
    (data) => {
      $config.set(data.config);
      return data.config;
    },
    () => {
      pending = null;
      return null;
    },
  );
  return pending;
}
