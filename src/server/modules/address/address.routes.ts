import { z } from 'zod';
import type { Zone } from '../../../core/api/contract/models-buying';
import { list, ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { flagField, idField, type RequestSchema, validate } from '../../lib/validation';
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
const addBody = z.object({ ...fields, is_default: flagField() }) satisfies RequestSchema<'user_address/add'>;
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
}) satisfies RequestSchema<'user_address/edit'>;
const byId = z.object({ id: idField('地址ID') }) satisfies RequestSchema<'user_address/delete'>;

/**
 * A parent has at most a few dozen children, so a zone list always answers all of them
 * (page 1, limit = total): a picker that forgot `limit` must not silently miss districts.
 */
const zoneList = (items: Zone[]) => list(items, items.length, 1, items.length);
const cityQuery = z.object({ province_code: zoneCodeField('省份') }) satisfies RequestSchema<'zone_city/get'>;
const areaQuery = z.object({ city_code: zoneCodeField('城市') }) satisfies RequestSchema<'zone_area/get'>;
const streetQuery = z.object({ area_code: zoneCodeField('区县') }) satisfies RequestSchema<'zone_street/get'>;

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
  'zone_city/get': async ({ db, input }) =>
    zoneList(await listZones(db, 2, validate(cityQuery, input).province_code)),
  'zone_area/get': async ({ db, input }) =>
    zoneList(await listZones(db, 3, validate(areaQuery, input).city_code)),
  'zone_street/get': async ({ db, input }) =>
    zoneList(await listZones(db, 4, validate(streetQuery, input).area_code)),
};
