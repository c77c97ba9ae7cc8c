/**
 * Files in an S3-compatible object store (AWS S3, MinIO, Ceph, Garage …) when S3_BUCKET is set.
 * The SDK is loaded only then, so the embedded default never pays for it.
 */
import type { S3Config } from '../config';
import { checkKey, type FileStorage } from './file-storage';

async function s3Client(config: S3Config) {
  const { S3Client } = await import('@aws-sdk/client-s3');
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 demands them: many S3-compatible stores reject the newer trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
  });
}

export async function s3Storage(config: S3Config): Promise<FileStorage> {
  const { PutObjectCommand, GetObjectCommand, HeadObjectCommand, CopyObjectCommand, DeleteObjectCommand } = await import('@aws-sdk/client-s3');
  const client = await s3Client(config);
  const Bucket = config.bucket;
  const missing = (error: unknown) => {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkKey(key), Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        const bytes = await answer.Body!.transformToByteArray();
        return { body: Buffer.from(bytes), contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async move(from, to) {
      await client.send(new CopyObjectCommand({ Bucket, Key: checkKey(to), CopySource: `${Bucket}/${encodeURI(checkKey(from))}` }));
      await client.send(new DeleteObjectCommand({ Bucket, Key: from }));
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
  };
}

/** Every key under `prefix` (backups), page by page. */
export async function listS3Keys(config: S3Config, prefix: string): Promise<string[]> {
  const { ListObjectsV2Command } = await import('@aws-sdk/client-s3');
  const client = await s3Client(config);
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: config.bucket, Prefix: prefix, ContinuationToken }));
    for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  client.destroy();
  return keys;
}
