import { buildApp } from './app';
import { configFromEnv } from './config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/seed';
import { mailboxStartProblem } from './integrations/mailSettings';
import { FolderLockedError } from './db/folderLock';

const started = performance.now();
const config = configFromEnv();
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const unsafe = mailboxStartProblem(config, host);
if (unsafe) {
  process.stderr.write(`${unsafe}\n`);
  process.exit(1);
}
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp(config);
  await app.listen({ port, host });
} catch (err) {
  // A known reason to stop (the database folder is in use, the port is taken) is one line.
  const known =
    err instanceof FolderLockedError || (err as NodeJS.ErrnoException).code === 'EADDRINUSE';
  process.stderr.write(known ? `${(err as Error).message}\n` : `${(err as Error).stack ?? err}\n`);
  process.exit(1);
}
const ms = Math.round(performance.now() - started);
// PORT=0 lets the system choose: the address says which port it chose.
const address = app.server.address();
const listening = address && typeof address === 'object' ? address.port : port;

const shown = host === '0.0.0.0' ? 'localhost' : host;
const lines = [
  '',
  `Fulfilment portal ready in ${ms} ms: http://${shown}:${listening}/`,
  `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
  config.smtpUrl
    ? 'E-mail: sent through SMTP_URL'
    : config.mailSandbox === true
      ? `E-mail: sandbox — read it at http://${shown}:${listening}/dev/mailbox#key=${config.mailboxKey} (this machine only; the key changes at each start unless MAILBOX_KEY is set)`
      : 'E-mail: kept in the outbox table (no SMTP_URL; MAIL_SANDBOX=true opens the mailbox)',
  'Registry checks and national digital ID: sandbox drivers unless their URLs are set (see README)',
  config.push
    ? 'Push messages: sent through Firebase Cloud Messaging (PUSH_PROVIDER=fcm)'
    : 'Push messages: sandbox, kept in memory and logged (PUSH_PROVIDER=fcm sends them)',
  '',
  // SEED=false: no demo accounts are made, so none are shown.
  ...(config.seed
    ? [
        `Demo accounts (password ${DEMO_PASSWORD}):`,
        ...DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(22)} ${a.role} — ${a.note}`),
      ]
    : ['No demo data (SEED=false): create the first staff account with npm run create-admin']),
  '',
];
process.stdout.write(lines.join('\n') + '\n');
if (process.env.READY_FILE) {
  // For a process that started the server (scripts/bench-server.ts): where it listens.
  const { writeFile } = await import('node:fs/promises');
  await writeFile(process.env.READY_FILE, `http://${host}:${listening}`);
}

/** A supervisor waits about 10 s after SIGTERM before it kills: stop well within that. */
const SHUTDOWN_MS = 8000;
/**
 * Requests still running this long after the signal (a download the client stopped reading)
 * have their connections cut, so the database still closes cleanly before SHUTDOWN_MS.
 */
const CUT_MS = 5000;
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish and keep-alive connections close (server/app.ts); requests
    // still running after CUT_MS are cut, and the process exits anyway after SHUTDOWN_MS.
    setTimeout(() => {
      app.log.warn('requests still running at shutdown: their connections are cut');
      app.server.closeAllConnections();
    }, CUT_MS).unref();
    setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_MS).unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error(err);
        process.exit(1);
      },
    );
  });
}
