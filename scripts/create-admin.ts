// Creates the first staff account of a portal started without the demo data (SEED=false):
//   npm run create-admin -- --email admin@example.th [--first-name …] [--last-name …]
// The password comes from ADMIN_PASSWORD, or a random one is printed once.
// Uses the same DATABASE_URL / DATA_DIR as the server; on PGlite, stop the server first.
import { parseArgs } from 'node:util';
import { th } from '../i18n/th';
import { configFromEnv } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { isEmpty, seed } from '../server/seed/seed';
import { createAdmin } from '../server/ops/createAdmin';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
});
if (!values.email) {
  process.stderr.write(
    'Usage: npm run create-admin -- --email <address> [--first-name …] [--last-name …]\n',
  );
  process.exit(2);
}

/** Where each checked value comes from, as the person running the command gave it. */
const SOURCE: Record<string, string> = { email: '--email', password: 'ADMIN_PASSWORD' };

/**
 * A refusal as a person reads it: the contract's messages are catalogue keys
 * (`validation.password.new_too_short`), shown here in their Thai text as the portal shows them,
 * and the field is named by the option or variable that gave it.
 */
function readable(message: string): string {
  const text = message.replace(/\bvalidation(?:\.\w+)+/g, (key) => {
    const found = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], th);
    return typeof found === 'string' ? found : key;
  });
  return text.replace(/^(\w+): /, (whole, field: string) =>
    SOURCE[field] ? `${SOURCE[field]}: ` : whole,
  );
}

const config = configFromEnv();
let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  // A new database gets its reference data (menus, the administrator role) and nothing else.
  if (await isEmpty(database.db)) await seed(database.db, { demo: false });
  const given = process.env.ADMIN_PASSWORD || undefined;
  const { id, password } = await createAdmin(database.db, {
    email: values.email,
    password: given,
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  process.stdout.write(
    `Created staff account ${values.email} (id ${id}) with the administrator role.\n`,
  );
  if (!given) process.stdout.write(`Its password (shown once): ${password}\n`);
} catch (err) {
  process.stderr.write(`create-admin: ${readable((err as Error).message)}\n`);
  process.exitCode = 1;
} finally {
  await database?.close();
}
