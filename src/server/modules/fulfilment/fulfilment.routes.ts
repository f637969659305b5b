import { z } from 'zod';
import { ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { idField, type RequestSchema, validate } from '../../lib/validation';
import { shipSample } from './fulfilment.service';
import { courierField, waybillField } from './fulfilment-fields';

const shipBody = z.object({
  id: idField('订单ID'),
  courier_company: courierField(),
  waybill_no: waybillField(),
}) satisfies RequestSchema<'order/shipSample'>;

/** The buyer's step of the work: the sample is on its way (待寄样 → 已寄样). */
export const handlers: Handlers = {
  'order/shipSample': async ({ db, me, input }) => {
    const body = validate(shipBody, input);
    await shipSample(db, me().userId, { ...body, waybill_no: body.waybill_no.toUpperCase() });
    return ok(null, '寄样信息已提交');
  },
};
