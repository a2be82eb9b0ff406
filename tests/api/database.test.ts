import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { rowsOf } from '../../server/db/migrate';
import { call, login, testApp } from './helpers';

const admin = process.env.TEST_DATABASE_URL;

describe.skipIf(!admin)('on PostgreSQL', () => {
  it('a pooled connection the server terminates while idle does not stop the portal', async () => {
    const ctx = await testApp();
    try {
      const cookie = await login(ctx.app, 'company@demo.th');
      const database = rowsOf<{ name: string }>(
        await ctx.app.database.db.execute('SELECT current_database() AS name'),
      );
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      const killed = await client.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
        [database[0].name],
      );
      await client.end();
      expect(killed.rowCount).toBeGreaterThan(0);
      // Give the pool a moment to hear of the dropped connections.
      await new Promise((r) => setTimeout(r, 200));
      const res = await call(ctx.app, 'GET', 'auth-getsession', { cookie });
      expect(res.status).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
