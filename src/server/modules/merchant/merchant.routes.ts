import { z } from 'zod';
import type { MerchantKind } from '../../../core/api/contract/models';
import { MERCHANT_KINDS } from '../../../core/rules/merchant-kinds';
import { listPage, ok, refuse } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { enumField, idField, type RequestSchema, textField, validate } from '../../lib/validation';
import { getBusinessLicense, getShopInfo, getShopStyle, listMerchants } from './merchant.service';

const listQuery = z.object({
  keyword: textField('搜索关键词', 50, false),
  kind: enumField<MerchantKind | ''>('机构类型', ['', ...MERCHANT_KINDS], ''),
  province: textField('省份', 30, false),
}) satisfies RequestSchema<'merchant/get'>;
const infoQuery = z.object({ id: idField('店铺ID') }) satisfies RequestSchema<'merchant/info'>;
const licenseQuery = z.object({
  id: idField('店铺ID'),
}) satisfies RequestSchema<'merchant/getBusinessLicense'>;
const styleQuery = z.object({
  merchant_id: idField('店铺ID'),
}) satisfies RequestSchema<'merchant_style/info'>;

export const handlers: Handlers = {
  'merchant/get': async ({ db, input, paging }) => {
    const q = validate(listQuery, input);
    const found = await listMerchants(db, { keyword: q.keyword, kind: q.kind, province: q.province }, paging);
    return listPage(found, paging);
  },

  'merchant/info': async ({ db, input }) => {
    const { id } = validate(infoQuery, input);
    const info = await getShopInfo(db, id);
    return info ? ok({ info }, '获取成功') : refuse('店铺不存在');
  },

  'merchant/getBusinessLicense': async ({ db, input }) => {
    const { id } = validate(licenseQuery, input);
    const info = await getBusinessLicense(db, id);
    return info ? ok({ info }, '获取成功') : refuse('店铺不存在');
  },

  'merchant_style/info': async ({ db, input }) => {
    const { merchant_id } = validate(styleQuery, input);
    const info = await getShopStyle(db, merchant_id);
    return info ? ok({ info }, '获取成功') : refuse('店铺不存在');
  },
};
