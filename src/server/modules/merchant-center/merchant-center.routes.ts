import { z } from 'zod';
import { QUALIFICATION_KINDS, type QualificationKind } from '../../../core/rules/goods-states';
import { list, ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { field, type RequestSchema, validate } from '../../lib/validation';
import { creditCodeField } from '../user-sgs/company-fields';
import { centerInfo, editShop, ownShop, resubmit } from './merchant-center.service';
import { navField, richTextField } from './merchant-center-fields';
import { addQualification, deleteQualification, listQualifications } from './merchant-qualification.service';
import { sampleAddressField, saveShopSampleAddress } from './sample-address';

const shopBody = z.object({
  org_name: field.text('店铺名称', 100),
  intro: richTextField('店铺介绍', 10_000),
  nav: navField(),
  logo_id: field.optionalId('店铺 Logo'),
  banner_id: field.optionalId('店铺横幅'),
}) satisfies RequestSchema<'merchant_style/edit'>;

const sampleAddressBody = sampleAddressField() satisfies RequestSchema<'merchant_center/sampleAddress'>;

const resubmitBody = z.object({
  org_name: field.text('机构名称', 100),
  credit_code: creditCodeField(),
  contact_name: field.text('联系人姓名', 30),
}) satisfies RequestSchema<'merchant_center/resubmit'>;

const qualificationBody = z.object({
  kind: field.enum<QualificationKind>('资质类型', QUALIFICATION_KINDS),
  cert_no: field.text('证书编号', 40),
  scope: field.text('认可范围', 2000),
  expires_on: field.date('有效期至'),
  file_id: field.id('证书扫描件'),
}) satisfies RequestSchema<'merchant_qualification/add'>;

const byId = z.object({ id: field.id('资质证书') }) satisfies RequestSchema<'merchant_qualification/delete'>;

export const handlers: Handlers = {
  'merchant_center/info': async ({ db, me }) => ok({ info: await centerInfo(db, me()) }),

  'merchant_center/shop': async ({ db, me }) => ok({ info: await ownShop(db, me()) }),

  'merchant_center/resubmit': async ({ db, me, input }) => {
    const b = validate(resubmitBody, input);
    await resubmit(db, me(), { orgName: b.org_name, creditCode: b.credit_code, contactName: b.contact_name });
    return ok({ info: await centerInfo(db, me()) }, '已重新提交，请等待审核');
  },

  'merchant_style/edit': async ({ db, me, input }) => {
    const b = validate(shopBody, input);
    const info = await editShop(db, me(), {
      orgName: b.org_name,
      intro: b.intro,
      nav: b.nav,
      logoId: b.logo_id,
      bannerId: b.banner_id,
    });
    return ok({ info }, '店铺设置已保存');
  },

  'merchant_center/sampleAddress': async ({ db, me, input }) => {
    const address = validate(sampleAddressBody, input);
    return ok({ info: await saveShopSampleAddress(db, me(), address) }, '收样地址已保存');
  },

  'merchant_qualification/get': async ({ db, me, app, paging }) => {
    const { list: items, total } = await listQualifications(db, me(), app.paySecret, paging);
    return list(items, total, paging.page, paging.limit);
  },

  'merchant_qualification/add': async ({ db, me, app, input }) => {
    const b = validate(qualificationBody, input);
    const info = await addQualification(db, me(), app.paySecret, {
      kind: b.kind,
      certNo: b.cert_no,
      scope: b.scope,
      expiresOn: b.expires_on,
      fileId: b.file_id,
    });
    return ok({ info }, '资质证书已添加');
  },

  'merchant_qualification/delete': async ({ db, me, input }) => {
    const { id } = validate(byId, input);
    await deleteQualification(db, me(), id);
    return ok(null, '资质证书已删除');
  },
};
