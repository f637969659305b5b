import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../core/rules/certification';
import { attachments, rateLimits } from '../../db/schema';
import { memoryStorage } from '../../lib/storage';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sniffType } from './attachment.service';

const storage = memoryStorage();
let t: TestApp;
let buyer: string;
let buyer2: string;
beforeAll(async () => {
  t = await createTestApp({ storage, limits: { uploadPerUser: { limit: 5, windowSec: 3600 } } });
  buyer = (await t.loginAs('buyer')).token;
  buyer2 = (await t.loginAs('buyer2')).token;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
const WEBP = new Uint8Array(
  [...'RIFF']
    .map((c) => c.charCodeAt(0))
    .concat(
      [1, 0, 0, 0],
      [...'WEBPVP8 '].map((c) => c.charCodeAt(0)),
    ),
);

/** Posts one file the way a browser form does. */
async function upload(bytes: Uint8Array, name: string, token?: string, type = 'image/png') {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  const res = await t.request('/api/attachment/uploadOne', {
    method: 'POST',
    body: form,
    headers: token ? { 'login-token': token } : {},
  });
  // biome-ignore lint/suspicious/noExplicitAny: envelopes of several shapes
  return { http: res.status, ...((await res.json()) as any) };
}
const stored = async () => ({ rows: (await t.db.select().from(attachments)).length, files: storage.size });

describe('sniffType', () => {
  it('knows PNG, JPEG, WebP and PDF by their bytes, and nothing else', () => {
    expect(sniffType(PNG)).toBe('image/png');
    expect(sniffType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffType(WEBP)).toBe('image/webp');
    expect(sniffType(PDF)).toBe('application/pdf');
    expect(sniffType(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
    expect(sniffType(new TextEncoder().encode('GIF89a'))).toBeNull();
  });
});

describe('attachment/uploadOne', () => {
  it('stores a file under a random name and answers its id with a signed link for the owner', async () => {
    const answer = await upload(PNG, '营业执照.png', buyer);
    expect(answer).toMatchObject({
      status: true,
      message: '上传成功',
      data: { id: expect.any(Number), mime: 'image/png', size: PNG.length, name: '营业执照.png' },
    });
    expect(answer.data.url).toMatch(/^\/files\/attachment\/\d+\?exp=\d+&sig=[0-9a-f]{64}$/);
    const [row] = (await t.db.select().from(attachments)).filter((r) => r.id === answer.data.id);
    expect(row!.storageKey).toMatch(/^[0-9a-f]{32}$/);
    expect(row!.storageKey).not.toContain('营业执照');

    const file = await t.request(answer.data.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(file.headers.get('cache-control')).toContain('no-store');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });

  it('takes a PDF whatever its name says, typed by its bytes', async () => {
    const answer = await upload(PDF, 'licence.png', buyer);
    expect(answer.data).toMatchObject({ mime: 'application/pdf' });
  });

  it('refuses bad files with a clear message and stores nothing', async () => {
    const before = await stored();
    const cases: Array<[Uint8Array, string, string]> = [
      [
        new TextEncoder().encode('<html><script>alert(1)</script>'),
        'licence.png',
        '仅支持 PNG、JPG、WebP 图片或 PDF 文件',
      ],
      [
        new TextEncoder().encode('MZ\x90\x00 not an image'),
        'photo.jpg',
        '仅支持 PNG、JPG、WebP 图片或 PDF 文件',
      ],
      [new Uint8Array(0), 'empty.png', '文件内容为空，请重新选择'],
    ];
    for (const [bytes, name, message] of cases) {
      expect(await upload(bytes, name, buyer)).toMatchObject({ status: false, message, data: null });
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a file over 10 MB (413 when the body itself is too large), storing nothing', async () => {
    const before = await stored();
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(PNG);
    expect(await upload(big, 'big.png', buyer)).toMatchObject({
      status: false,
      message: '文件不能超过 10 MB',
    });
    const huge = new Uint8Array(UPLOAD_MAX_BYTES + 100 * 1024);
    huge.set(PNG);
    expect(await upload(huge, 'huge.png', buyer)).toMatchObject({
      http: 413,
      status: false,
      message: '文件不能超过 10 MB',
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a request without a file part, and JSON pretending to be a file', async () => {
    const form = new FormData();
    form.append('other', 'x');
    const res = await t.request('/api/attachment/uploadOne', {
      method: 'POST',
      body: form,
      headers: { 'login-token': buyer },
    });
    expect(await res.json()).toMatchObject({ status: false, message: '请选择要上传的文件' });
    expect(await t.call('attachment/uploadOne', { file: 'iVBORw0KGgo=' }, buyer)).toMatchObject({
      status: false,
      message: '请选择要上传的文件',
    });
  });

  it('needs a login, and limits uploads per user', async () => {
    expect(await upload(PNG, 'a.png')).toMatchObject({ status: -2 });
    for (let i = 0; i < 5; i++) expect((await upload(PNG, 'a.png', buyer2)).status).toBe(true);
    expect(await upload(PNG, 'a.png', buyer2)).toMatchObject({ http: 429, status: false });
    expect((await upload(PNG, 'a.png', buyer)).status).toBe(true);
  });
});

describe('GET /files/attachment/:id', () => {
  it('serves only through an unexpired link signed for that id', async () => {
    const { data } = await upload(PNG, 'a.png', buyer);
    const url = new URL(data.url, 'http://x');
    const other = await upload(PNG, 'b.png', buyer2);
    const forged = [
      `/files/attachment/${data.id}`,
      `/files/attachment/${other.data.id}${url.search}`,
      `/files/attachment/${data.id}?exp=${Number(url.searchParams.get('exp')) + 60}&sig=${url.searchParams.get('sig')}`,
      `/files/attachment/${data.id}?exp=1&sig=${url.searchParams.get('sig')}`,
    ];
    for (const path of forged) expect((await t.request(path)).status).toBe(403);
  });
});
