import { usccCheckChar } from '../../../core/validators/tax-number';
import type { TestApp } from '../../test/test-app';
import { smsCode } from '../captcha/captcha.test-helpers';

/** A valid 统一社会信用代码 (GB 32100 check character) for test number n. */
export function creditCode(n: number): string {
  const first17 = `9132050${String(n).padStart(10, '0')}`;
  return first17 + usccCheckChar(first17);
}

export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
export const PDF = new TextEncoder().encode('%PDF-1.4\n%test\n');

/** attachment/uploadOne as the page does it; answers the file id. */
export async function upload(t: TestApp, token: string, bytes = PNG, name = 'scan.png'): Promise<number> {
  const form = new FormData();
  form.append('file', new File([bytes], name));
  const res = await t.request('/api/attachment/uploadOne', {
    method: 'POST',
    body: form,
    headers: { 'login-token': token },
  });
  const answer = (await res.json()) as { status: boolean; message: string; data: { id: number } };
  if (answer.status !== true) throw new Error(`upload failed: ${answer.message}`);
  return answer.data.id;
}

export const PASSWORD = 'Secret2024';

/** A new lab through merchant_account/register (SMS code): its token and merchant id. */
export async function registerLab(
  t: TestApp,
  mobile: string,
  n: number,
  orgName = `测试检测实验室${n}有限公司`,
  sampleAddress = true,
) {
  const code = await smsCode(t, mobile, 'register', 2);
  const answer = await t.call('merchant_account/register', {
    mobile,
    code,
    password: PASSWORD,
    agree: true,
    org_name: orgName,
    contact_name: '王工',
    credit_code: creditCode(n),
  });
  if (answer.status !== true) throw new Error(`register failed: ${answer.message}`);
  const token = answer.data.token as string;
  // a lab lists sample-based services only with somewhere for the samples to go
  if (sampleAddress) await setSampleAddress(t, token);
  return { token, merchantId: answer.data.userInfo.merchant_id as number };
}

/** A 收样地址 in Suzhou (苏州工业园区), as 店铺设置 saves it. */
export const SUZHOU_SAMPLE_ADDRESS = {
  contact: '周敏',
  phone: '0512-62583316',
  province_code: '32',
  city_code: '3205',
  area_code: '320576',
  detail: '星湖街 218 号 C3 栋样品接收室',
};

export async function setSampleAddress(t: TestApp, token: string, address = SUZHOU_SAMPLE_ADDRESS) {
  const answer = await t.call('merchant_center/sampleAddress', address, token);
  if (answer.status !== true) throw new Error(`sample address failed: ${answer.message}`);
}

/** A CMA certificate with a scan, as 资质管理 adds it. */
export async function addQualification(t: TestApp, token: string) {
  const file_id = await upload(t, token, PDF, 'cma.pdf');
  const answer = await t.call(
    'merchant_qualification/add',
    { kind: 'CMA', cert_no: '230012345678', scope: '水质、食品理化检验', expires_on: '2030-12-31', file_id },
    token,
  );
  if (answer.status !== true) throw new Error(`qualification failed: ${answer.message}`);
  return answer.data.info as { id: number; file_id: number };
}
