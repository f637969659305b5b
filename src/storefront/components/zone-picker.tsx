import './zone-picker.css';
import { useId } from 'react';
import type { Zone } from '../../core';
import { useApi } from './use-api';

/** The codes a picker shows; '' is "not chosen yet". */
export interface ZoneCodes {
  province_code: string;
  city_code: string;
  area_code: string;
  street_code: string;
}

/** What onChange reports: the codes and their names as the server listed them. */
export interface ZoneValue extends ZoneCodes {
  province: string;
  city: string;
  area: string;
  street: string;
}

export const EMPTY_ZONE: ZoneValue = {
  province_code: '',
  province: '',
  city_code: '',
  city: '',
  area_code: '',
  area: '',
  street_code: '',
  street: '',
};

type Level = 'province' | 'city' | 'area' | 'street';
const LEVELS: readonly Level[] = ['province', 'city', 'area', 'street'];

const LABEL: Record<Level, string> = { province: '省份', city: '城市', area: '区县', street: '街道/乡镇' };

const codeKey = (level: Level): keyof ZoneCodes => `${level}_code`;

export interface ZonePickerProps {
  value: ZoneCodes;
  onChange: (value: ZoneValue) => void;
  /** The street is optional unless this is set (the address page and settlement do not need it). */
  requireStreet?: boolean;
  /** Marks the first unchosen required select invalid (after a failed submit). */
  invalid?: boolean;
  disabled?: boolean;
  /** The group's legend (visually shown); default 所在地区. */
  legend?: string;
}

/**
 * Province → city → district → street as four labelled native <select>s (keyboard and screen
 * readers get them for free). A level loads only when its parent is chosen, and changing a
 * level clears the ones below it. Names always come from the server's lists.
 */
export function ZonePicker({ value, onChange, requireStreet, invalid, disabled, legend }: ZonePickerProps) {
  const base = useId();
  const lists = {
    province: useApi('zone_province/get', {}),
    city: useApi('zone_city/get', value.province_code ? { province_code: value.province_code } : null),
    area: useApi('zone_area/get', value.city_code ? { city_code: value.city_code } : null),
    street: useApi('zone_street/get', value.area_code ? { area_code: value.area_code } : null),
  };
  const zonesOf = (level: Level): Zone[] => lists[level].data?.list ?? [];
  const nameOf = (level: Level, code: string) => zonesOf(level).find((z) => z.code === code)?.name ?? '';

  const pick = (level: Level, code: string) => {
    const at = LEVELS.indexOf(level);
    const next: ZoneValue = { ...EMPTY_ZONE };
    for (const [i, l] of LEVELS.entries()) {
      if (i > at) break;
      const c = i === at ? code : value[codeKey(l)];
      next[codeKey(l)] = c;
      next[l] = c ? nameOf(l, c) : '';
    }
    onChange(next);
  };

  const firstMissing = LEVELS.find((l) => (l !== 'street' || requireStreet) && !value[codeKey(l)]);

  return (
    <fieldset class="sf-zone" disabled={disabled}>
      <legend class="sf-zone__legend">{legend ?? '所在地区'}</legend>
      <div class="sf-zone__row">
        {LEVELS.map((level, i) => {
          const parent = LEVELS[i - 1];
          const parentCode = parent ? value[codeKey(parent)] : 'root';
          const state = lists[level];
          const code = value[codeKey(level)];
          const zones = zonesOf(level);
          const id = `${base}-${level}`;
          const optional = level === 'street' && !requireStreet;
          const placeholder = !parentCode
            ? `请先选择${parent ? LABEL[parent] : ''}`
            : state.loading
              ? '加载中…'
              : state.error
                ? '加载失败'
                : `请选择${LABEL[level]}${optional ? '（选填）' : ''}`;
          return (
            <div class="sf-zone__item" key={level}>
              <label for={id}>{LABEL[level]}</label>
              <select
                id={id}
                name={codeKey(level)}
                value={zones.some((z) => z.code === code) ? code : ''}
                disabled={!parentCode || state.loading || (!!state.error && !zones.length)}
                aria-required={!optional}
                aria-invalid={invalid && firstMissing === level ? true : undefined}
                aria-busy={state.loading || undefined}
                onChange={(e) => pick(level, (e.target as HTMLSelectElement).value)}
              >
                <option value="">{placeholder}</option>
                {zones.map((z) => (
                  <option key={z.code} value={z.code}>
                    {z.name}
                  </option>
                ))}
              </select>
              {state.error && parentCode && (
                <button type="button" class="sf-zone__retry" onClick={state.reload}>
                  重试
                </button>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
