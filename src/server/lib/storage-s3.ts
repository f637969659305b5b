import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { checkKey, type FileStorage, StorageKeyTakenError } from './storage';

/** What TIC_STORAGE_URL and the key variables say, checked. */
export interface S3Config {
  bucket: string;
  /** Prepended to every key ("" or ending in "/"). */
  prefix: string;
  /** The service's address; absent means AWS itself (region-based). */
  endpoint: string | undefined;
  region: string;
  /** Bucket in the path (MinIO, s3rver) rather than in the host name (AWS, OSS, COS). */
  forcePathStyle: boolean;
  /** Absent: the SDK's own chain (instance roles, ~/.aws). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

const TRUE = new Set(['1', 'true', 'yes']);

/**
 * `s3://bucket[/prefix]?endpoint=https://…&region=…&forcePathStyle=1`; the keys come from
 * TIC_STORAGE_ACCESS_KEY/TIC_STORAGE_SECRET_KEY, else AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY.
 * Throws a readable message naming what is wrong.
 */
export function parseS3Url(value: string, source: NodeJS.ProcessEnv = process.env): S3Config {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('TIC_STORAGE_URL must look like s3://bucket?endpoint=https://…&region=…');
  }
  if (url.protocol !== 's3:' || !url.hostname)
    throw new Error('TIC_STORAGE_URL must look like s3://bucket?endpoint=https://…&region=…');
  const endpoint = url.searchParams.get('endpoint') || undefined;
  if (endpoint && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint))
    throw new Error('TIC_STORAGE_URL: endpoint must be an http(s) address without a path');
  const path = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  const accessKeyId = source.TIC_STORAGE_ACCESS_KEY || source.AWS_ACCESS_KEY_ID;
  const secretAccessKey = source.TIC_STORAGE_SECRET_KEY || source.AWS_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('TIC_STORAGE_ACCESS_KEY and TIC_STORAGE_SECRET_KEY go together');
  return {
    bucket: url.hostname,
    prefix: path ? `${path}/` : '',
    endpoint,
    region: url.searchParams.get('region') || source.AWS_REGION || 'us-east-1',
    forcePathStyle: TRUE.has((url.searchParams.get('forcePathStyle') ?? '').toLowerCase()),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Reachability checks give up after this, so /readyz answers while a store hangs. */
const CHECK_TIMEOUT_MS = 3_000;

/**
 * An S3-compatible bucket (AWS S3, MinIO, Aliyun OSS, Tencent COS) through the official
 * client: every server process on every machine reads the same files, and private downloads
 * redirect to presigned links the bucket itself serves and expires.
 */
export function s3Storage(config: S3Config): FileStorage & { client: S3Client } {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // checksums only where the API requires them: OSS, COS and older MinIO refuse or ignore the
    // newer default integrity headers
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const at = (key: string) => config.prefix + checkKey(key);
  const get = async (key: string): Promise<Uint8Array | null> => {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: at(key) }));
      return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array(0);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  const exists = async (key: string): Promise<boolean> => {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: at(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  };
  return {
    client,
    describe: `s3://${Bucket}/${config.prefix}${config.endpoint ? ` at ${config.endpoint}` : ''}`,
    async put(key, bytes) {
      // uploads have random keys; only a seed run again meets its own file, with the same bytes
      if (await exists(key)) {
        const kept = await get(key);
        if (kept && Buffer.from(kept).equals(Buffer.from(bytes))) return;
        throw new StorageKeyTakenError(key);
      }
      await client.send(new PutObjectCommand({ Bucket, Key: at(key), Body: bytes }));
    },
    get,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: at(key) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }), {
        abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      });
    },
    async signedUrl(key, { filename, contentType, expiresIn }) {
      const command = new GetObjectCommand({
        Bucket,
        Key: at(key),
        ResponseContentType: contentType,
        ResponseContentDisposition: `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
        ResponseCacheControl: 'private, no-store',
      });
      return getSignedUrl(client, command, { expiresIn });
    },
  };
}
