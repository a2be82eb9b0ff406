import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` compares server/db/schema.ts with the last snapshot in
// server/db/migrations/meta and writes the next migration (NNNN_name.sql) beside the
// hand-written ones, which server/db/migrate.ts applies in name order.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
