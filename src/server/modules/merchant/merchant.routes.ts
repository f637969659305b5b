import { z } from 'zod';
import { fail, list, ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { enumField, idField, textField, validate } from '../../lib/validation';
import { getBusinessLicense, getShopInfo, getShopStyle, KIND_NAMES, listMerchants } from './merchant.service';

const kinds = Object.keys(KIND_NAMES);

export const handlers: Handlers = {
  'merchant/get': async ({ db, input, paging }) => {
    const q = validate(
      z.object({
        keyword: textField('搜索关键词', 50, false),
        kind: enumField('机构类型', ['', ...kinds], ''),
        province: textField('省份', 30, false),
      }),
      input,
    );
    const { list: items, total } = await listMerchants(
      db,
      { keyword: q.keyword, kind: q.kind, province: q.province },
      paging,
    );
    return list(items, total, paging.page, paging.limit);
  },

  'merchant/info': async ({ db, input }) => {
    const { id } = validate(z.object({ id: idField('店铺ID') }), input);
    const info = await getShopInfo(db, id);
    return info ? ok({ info }, '获取成功') : fail('店铺不存在');
  },

  'merchant/getBusinessLicense': async ({ db, input }) => {
    const { id } = validate(z.object({ id: idField('店铺ID') }), input);
    const info = await getBusinessLicense(db, id);
    return info ? ok({ info }, '获取成功') : fail('店铺不存在');
  },

  'merchant_style/info': async ({ db, input }) => {
    const { merchant_id } = validate(z.object({ merchant_id: idField('店铺ID') }), input);
    const info = await getShopStyle(db, merchant_id);
    return info ? ok({ info }, '获取成功') : fail('店铺不存在');
  },
};
