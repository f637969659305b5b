import { z } from 'zod';
import { list, ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { flagField, idField, validate } from '../../lib/validation';
import { addAddress, deleteAddress, editAddress, listAddresses } from './address.service';
import { addressMobileField, consigneeField, detailField, maybe, zoneCodeField } from './address-fields';
import { listZones } from './zone.service';

const fields = {
  consignee: consigneeField(),
  mobile: addressMobileField(),
  province_code: zoneCodeField('省份'),
  city_code: zoneCodeField('城市'),
  area_code: zoneCodeField('区县'),
  street_code: zoneCodeField('街道', false),
  detail: detailField(),
};
const addBody = z.object({ ...fields, is_default: flagField() });
const editBody = z.object({
  id: idField('地址ID'),
  consignee: maybe(fields.consignee),
  mobile: maybe(fields.mobile),
  province_code: maybe(fields.province_code),
  city_code: maybe(fields.city_code),
  area_code: maybe(fields.area_code),
  street_code: maybe(fields.street_code),
  detail: maybe(fields.detail),
  is_default: flagField(),
});
const byId = z.object({ id: idField('地址ID') });

/**
 * A parent has at most a few dozen children, so a zone list always answers all of them
 * (page 1, limit = total): a picker that forgot `limit` must not silently miss districts.
 */
const zoneList = (items: { code: string; name: string }[]) => list(items, items.length, 1, items.length);
const parentOf = (label: string, key: string) => z.object({ [key]: zoneCodeField(label) });

export const handlers: Handlers = {
  'user_address/get': async ({ db, me, paging }) => {
    const { list: items, total } = await listAddresses(db, me().userId, paging);
    return list(items, total, paging.page, paging.limit);
  },
  'user_address/add': async ({ db, me, input }) =>
    ok(await addAddress(db, me().userId, validate(addBody, input)), '地址已添加'),
  'user_address/edit': async ({ db, me, input }) => {
    const { id, ...patch } = validate(editBody, input);
    return ok(await editAddress(db, me().userId, id, patch), '地址已保存');
  },
  'user_address/delete': async ({ db, me, input }) => {
    await deleteAddress(db, me().userId, validate(byId, input).id);
    return ok(null, '地址已删除');
  },
  'zone_province/get': async ({ db }) => zoneList(await listZones(db, 1, null)),
  'zone_city/get': async ({ db, input }) => {
    const code = validate(parentOf('省份', 'province_code'), input).province_code as string;
    return zoneList(await listZones(db, 2, code));
  },
  'zone_area/get': async ({ db, input }) => {
    const code = validate(parentOf('城市', 'city_code'), input).city_code as string;
    return zoneList(await listZones(db, 3, code));
  },
  'zone_street/get': async ({ db, input }) => {
    const code = validate(parentOf('区县', 'area_code'), input).area_code as string;
    return zoneList(await listZones(db, 4, code));
  },
};
