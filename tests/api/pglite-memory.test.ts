import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { rowsOf } from '../../server/db/migrate';
import { configFromEnv } from '../../server/config';

const setting = async (database: Database, name: string) =>
  rowsOf<{ value: string }>(
    await database.db.execute(sql`SELECT current_setting(${name}) AS value`),
  )[0].value;

describe('the embedded database bounds its memory', () => {
  it('opens with a 128MB page cache and small index-build memory, or the cache asked for', async () => {
    const bounded = await openDatabase({ dataDir: 'memory://' });
    try {
      expect(await setting(bounded, 'shared_buffers')).toBe('128MB');
      expect(await setting(bounded, 'maintenance_work_mem')).toBe('16MB');
    } finally {
      await bounded.close();
    }
    const asked = await openDatabase({ dataDir: 'memory://', pgliteSharedBuffers: '16MB' });
    try {
      expect(await setting(asked, 'shared_buffers')).toBe('16MB');
    } finally {
      await asked.close();
    }
  });

  it('refuses a page cache that is not a size, naming the variable', async () => {
    await expect(
      openDatabase({ dataDir: 'memory://', pgliteSharedBuffers: 'lots' }),
    ).rejects.toThrow(/PGLITE_SHARED_BUFFERS/);
    expect(configFromEnv({ PGLITE_SHARED_BUFFERS: '64MB' }).pgliteSharedBuffers).toBe('64MB');
    expect(configFromEnv({}).pgliteSharedBuffers).toBeUndefined();
  });
});
