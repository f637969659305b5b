import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, S3_KEYS, startLocalS3 } from '../test/s3rver';
import type { FileStorage } from './storage';
import { parseS3Url, s3Storage } from './storage-s3';

const KEY = 'a1'.repeat(16);
const OTHER = 'b2'.repeat(16);
const bytes = (text: string) => new TextEncoder().encode(text);

let s3: LocalS3;
let store: FileStorage;
beforeAll(async () => {
  s3 = await startLocalS3();
  store = s3Storage(parseS3Url(s3.url, S3_KEYS));
});
afterAll(() => s3.close());

describe('TIC_STORAGE_URL', () => {
  it('reads the bucket, prefix, endpoint, region, path style and keys', () => {
    expect(
      parseS3Url('s3://files/tic/prod?endpoint=https://oss-cn-hangzhou.aliyuncs.com&region=oss-cn-hangzhou', {
        AWS_ACCESS_KEY_ID: 'id',
        AWS_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toEqual({
      bucket: 'files',
      prefix: 'tic/prod/',
      endpoint: 'https://oss-cn-hangzhou.aliyuncs.com',
      region: 'oss-cn-hangzhou',
      forcePathStyle: false,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    // the TIC_ keys win over the AWS ones
    expect(
      parseS3Url(s3.url, { ...S3_KEYS, AWS_ACCESS_KEY_ID: 'x', AWS_SECRET_ACCESS_KEY: 'y' }),
    ).toMatchObject({
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });

  it('refuses what cannot work, saying what is wrong', () => {
    expect(() => parseS3Url('s3:///?region=x', {})).toThrow(/s3:\/\/bucket/);
    expect(() => parseS3Url('s3://b?endpoint=ftp://host', {})).toThrow(/endpoint/);
    expect(() => parseS3Url('s3://b', { TIC_STORAGE_ACCESS_KEY: 'only-one' })).toThrow(/go together/);
  });
});

describe('the S3 store (s3rver)', () => {
  it('stores, reads and deletes; a missing key reads as null', async () => {
    expect(await store.get(KEY)).toBeNull();
    await store.put(KEY, bytes('%PDF-1.7 report'));
    expect(new TextDecoder().decode((await store.get(KEY))!)).toBe('%PDF-1.7 report');
    await store.delete(KEY);
    expect(await store.get(KEY)).toBeNull();
    // deleting what is not there is no error
    await store.delete(KEY);
  });

  it('takes the same bytes again under a key, and refuses other bytes there', async () => {
    await store.put(OTHER, bytes('seed report'));
    await store.put(OTHER, bytes('seed report'));
    await expect(store.put(OTHER, bytes('something else'))).rejects.toThrow(/already holds other bytes/);
    expect(new TextDecoder().decode((await store.get(OTHER))!)).toBe('seed report');
  });

  it('refuses a key the server did not make, before any request', async () => {
    await expect(store.put('../etc/passwd', bytes('x'))).rejects.toThrow('invalid storage key');
  });

  it('hands out a presigned link that downloads the bytes as a file, and stops working when it expires', async () => {
    await store.put(KEY, bytes('%PDF-1.7 signed'));
    const url = await store.signedUrl!(KEY, {
      filename: 'file-7.pdf',
      contentType: 'application/pdf',
      expiresIn: 1,
    });
    expect(url.startsWith(`${s3.endpoint}/`)).toBe(true);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="file-7.pdf"');
    expect(await res.text()).toBe('%PDF-1.7 signed');
    await new Promise((r) => setTimeout(r, 2_100));
    const late = await fetch(url);
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('Request has expired');
  });

  it('is reachable while the server answers, and not while it is stopped', async () => {
    await store.check();
    await s3.stop();
    try {
      await expect(store.check()).rejects.toThrow();
    } finally {
      await s3.start();
    }
    await store.check();
  });
});
