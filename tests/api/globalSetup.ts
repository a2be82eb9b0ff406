import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { warehouseToday } from '../../contract/dates';
import { buildApp } from '../../server/app';
import type { AppConfig } from '../../server/config';

/**
 * The migrated and seeded database every test app starts as a copy of, made once per run:
 * on PGlite a tarball of its data directory, on PostgreSQL a template database.
 */
export interface DatabaseTemplate {
  /** The tarball (`dumpDataDir`) an in-memory PGlite loads. */
  pgliteFile?: string;
  /** The PostgreSQL database that `CREATE DATABASE … TEMPLATE` copies. */
  postgresName?: string;
  /** The warehouse's date when the demo data were seeded: they lie around that day. */
  day: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate | undefined;
  }
}

/** Boots the server once on `dataDir` or `databaseUrl`: migrated and seeded as at any start. */
async function bootOnce(where: Pick<AppConfig, 'dataDir' | 'databaseUrl'>, uploadDir: string) {
  const app = await buildApp({
    ...where,
    uploadDir,
    seed: true,
    logger: false,
    secureCookies: false,
    allowedOrigins: [],
    loginLimit: { perAccount: 10, perAddress: 50, windowMs: 60_000 },
    maintenance: false,
  });
  await app.close();
}

export default async function setup(project: TestProject) {
  const work = mkdtempSync(path.join(tmpdir(), 'portal-template-'));
  const removeWork = () => rmSync(work, { recursive: true, force: true });
  const uploadDir = path.join(work, 'uploads');
  const day = warehouseToday();
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) {
    const name = `portal_template_${randomBytes(6).toString('hex')}`;
    const query = async (text: string) => {
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    };
    const drop = async () => {
      await query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      removeWork();
    };
    await query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(admin);
      url.pathname = `/${name}`;
      // Closed before any copy: a template database may have no open connection.
      await bootOnce({ dataDir: 'memory://', databaseUrl: url.toString() }, uploadDir);
    } catch (err) {
      await drop();
      throw err;
    }
    project.provide('databaseTemplate', { postgresName: name, day });
    return drop;
  }
  try {
    // Seeded on disk by the server itself, then dumped: PGlite loads a dump into memory.
    const dataDir = path.join(work, 'pglite');
    await bootOnce({ dataDir }, uploadDir);
    const { PGlite } = await import('@electric-sql/pglite');
    const copy = new PGlite(dataDir);
    await copy.waitReady;
    const dump = await copy.dumpDataDir('none');
    await copy.close();
    const pgliteFile = path.join(work, 'template.tar');
    writeFileSync(pgliteFile, new Uint8Array(await dump.arrayBuffer()));
    rmSync(dataDir, { recursive: true, force: true });
    project.provide('databaseTemplate', { pgliteFile, day });
  } catch (err) {
    removeWork();
    throw err;
  }
  return removeWork;
}
