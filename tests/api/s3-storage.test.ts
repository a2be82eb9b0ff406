import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../server/config';
import { S3FileStore } from '../../server/storage/s3';
import { PHOTO, productBody } from '../fixtures/product';
import { call, getPhoto, login, testApp, uploadPhotos } from './helpers';
import { startS3 } from './s3Server';

const uploadDir = mkdtempSync(path.join(tmpdir(), 'portal-uploads-s3-'));
let bucket: Awaited<ReturnType<typeof startS3>>;
let s3: S3Config;
let raw: S3Client;

/** Whether the bucket holds `key`, asked of the service directly. */
async function inBucket(key: string) {
  try {
    await raw.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    return true;
  } catch (err) {
    if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
      return false;
    throw err;
  }
}

beforeAll(async () => {
  bucket = await startS3();
  s3 = bucket.config;
  raw = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId ?? '', secretAccessKey: s3.secretAccessKey ?? '' },
  });
});
afterAll(async () => {
  raw?.destroy();
  await bucket?.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

describe('S3FileStore', () => {
  it('puts, gets and removes a file under a generated name; a missing key is null', async () => {
    const store = new S3FileStore(s3);
    try {
      const content = Buffer.from([0, 1, 2, 250, 255, 10, 13]);
      const key = await store.put(content, 'pdf');
      expect(key).toMatch(/^[a-z0-9-]{36}\.pdf$/);
      expect(await inBucket(key)).toBe(true);
      expect(await store.get(key)).toEqual(content);

      await store.remove(key);
      expect(await inBucket(key)).toBe(false);
      expect(await store.get(key)).toBeNull();
      expect(await store.get('00000000-0000-4000-8000-000000000000.png')).toBeNull();
      // A key that is not a generated name is never fetched, nor removed.
      expect(await store.get('../outside.png')).toBeNull();
      await expect(store.remove('../outside.png')).resolves.toBeUndefined();
    } finally {
      await store.close();
    }
  });
});

describe('product photos on S3', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let cookie: string;
  beforeAll(async () => {
    ctx = await testApp({ uploadDir, s3 });
    cookie = await login(ctx.app, 'company@demo.th');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('an uploaded photo lands in the bucket, is served back whole and goes with its product', async () => {
    const { app } = ctx;
    const created = await call<{ id: number }>(app, 'POST', 'product-insertproduct', {
      cookie,
      body: productBody(1, 'S3-PHOTO-1'),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id;

    const up = await uploadPhotos(
      app,
      cookie,
      { shop_id: 1, product_id: id },
      { itempic: { name: 'p.png', type: 'image/png', content: PHOTO } },
    );
    expect(up.statusCode, up.body).toBe(200);
    const key = up.json().data.item_pic as string;
    expect(await inBucket(key)).toBe(true);
    expect(readdirSync(uploadDir)).toEqual([]);

    const pic = await getPhoto(app, cookie, key);
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['content-type']).toBe('image/png');
    expect(pic.rawPayload.equals(PHOTO)).toBe(true);

    const removed = await call(app, 'DELETE', 'product-deleteproduct', {
      cookie,
      query: { product_id: id },
    });
    expect(removed.status).toBe(200);
    expect(await inBucket(key)).toBe(false);
  });
});
