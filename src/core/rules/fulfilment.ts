/**
 * What the fulfilment steps accept, declared once: the buyer's 寄送样品 form and the
 * server check the same rules and show the same messages.
 */
export const COURIER_LIMITS = { min: 2, max: 30 } as const;
/** A waybill number: 6–30 letters or digits (SF, JD, EMS … numbers). */
export const WAYBILL_PATTERN = /^[A-Za-z0-9]{6,30}$/;
/** A report number: 4–40 letters, digits or hyphens, e.g. WT-2026-000123. */
export const REPORT_NO_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{3,39}$/;
export const NOTE_MAX = 500;
/**
 * What a lab states of a report when issuing it (样品名称, 检测依据, 检测结论): /report/verify shows
 * them for a holder to compare with the paper. Optional, so a lab may issue before filling them.
 */
export const REPORT_FACT_LIMITS = { sampleName: 100, standard: 200, conclusion: 500 } as const;

export const FULFIL_MESSAGES = {
  courierMissing: '请输入快递公司',
  courierLength: `快递公司应为 ${COURIER_LIMITS.min}-${COURIER_LIMITS.max} 个字`,
  waybillMissing: '请输入运单号',
  waybillBad: '运单号应为 6-30 位字母或数字',
  reportNoMissing: '请输入报告编号',
  reportNoBad: '报告编号应为 4-40 位字母、数字或短横线',
} as const;

/** The message for a courier company as typed, or '' when it is fine. */
export function courierError(v: string): string {
  const s = v.trim();
  if (!s) return FULFIL_MESSAGES.courierMissing;
  const n = [...s].length;
  return n < COURIER_LIMITS.min || n > COURIER_LIMITS.max ? FULFIL_MESSAGES.courierLength : '';
}

/** The message for a waybill number as typed, or '' when it is fine. */
export function waybillError(v: string): string {
  const s = v.trim();
  if (!s) return FULFIL_MESSAGES.waybillMissing;
  return WAYBILL_PATTERN.test(s) ? '' : FULFIL_MESSAGES.waybillBad;
}

export function reportNoError(v: string): string {
  const s = v.trim();
  if (!s) return FULFIL_MESSAGES.reportNoMissing;
  return REPORT_NO_PATTERN.test(s) ? '' : FULFIL_MESSAGES.reportNoBad;
}
