import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { isFileKey, MIME_OF_EXT, newFileKey, type FileStore } from './files';

type Sdk = typeof import('@aws-sdk/client-s3');

/**
 * Uploaded files in an S3 bucket (AWS or an S3-compatible service), so that every server
 * process sees the same files. Keys follow the rules of the local store: generated names
 * only, and a key of any other form is never fetched.
 */
export class S3FileStore implements FileStore {
  private connection?: Promise<{ sdk: Sdk; client: S3Client }>;

  constructor(private readonly config: S3Config) {}

  /** The SDK is loaded on first use, so a server without S3 never loads it. */
  private connect() {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { region, endpoint, forcePathStyle, accessKeyId, secretAccessKey } = this.config;
      const client = new sdk.S3Client({
        region,
        endpoint,
        forcePathStyle,
        // Without keys the SDK's default chain applies (environment, profile, instance role).
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      });
      return { sdk, client };
    });
    return this.connection;
  }

  async put(content: Buffer, ext: string) {
    const { sdk, client } = await this.connect();
    const key = newFileKey(ext);
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: content,
        ContentType: MIME_OF_EXT[ext] ?? 'application/octet-stream',
      }),
    );
    return key;
  }

  async get(key: string) {
    if (!isFileKey(key)) return null;
    const { sdk, client } = await this.connect();
    try {
      const res = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: key }),
      );
      return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
    } catch (err) {
      if (err instanceof sdk.NoSuchKey || isNotFound(err)) return null;
      throw err;
    }
  }

  async remove(key: string) {
    if (!isFileKey(key)) return;
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  /** Closes the client's connections (when the server stops). */
  async close() {
    if (this.connection) (await this.connection).client.destroy();
  }
}

/** A 404 from a service that does not name the error NoSuchKey. */
const isNotFound = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode === 404;
