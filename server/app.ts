import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { IMPORT_FILE_LIMIT, REQUEST_BODY_LIMIT, UPLOAD_LIMIT } from '../contract/limits';
import { th } from '../i18n/th';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { startMaintenance } from './db/maintenance';
import { isEmpty, seed } from './seed/seed';
import { ApiError, loggableError } from './errors';
import { databaseUnreachable, RETRY_AFTER_S } from './db/unreachable';
import { LocalFileStore } from './storage/files';
import { S3FileStore } from './storage/s3';
import { registerOpenApi } from './openapi';
import { registerEndpoints, type Deps } from './registry';
import { CallerCache } from './auth/callerCache';
import { ApiKeyCallers, bearerKey } from './auth/apiKeys';
import { SESSION_COOKIE } from './auth/session';
import { apiKeyHandlers } from './routes/apiKeys';
import { savedViewHandlers } from './routes/savedViews';
import { authHandlers } from './routes/auth';
import { lookupHandlers } from './routes/lookups';
import { shellHandlers } from './routes/shell';
import { productHandlers } from './routes/products';
import { productImportHandlers } from './routes/productImport';
import { productSetImportHandlers } from './routes/productSetImport';
import { orderImportHandlers } from './routes/orderImport';
import { marketplaceHandlers } from './routes/marketplaces';
import { floorHandlers } from './routes/floor';
import { JobQueue } from './jobs/queue';
import { MarketplaceSync, marketplaceQueues } from './domain/marketplaceSync';
import { Webhooks, webhookQueues } from './domain/webhooks';
import { webhookHandlers } from './routes/webhooks';
import { marketplaceDrivers } from './integrations/marketplace';
import { TokenBox } from './integrations/tokenBox';
import { carrierDriver } from './integrations/carrier';
import { marketplaceSandboxPage } from './integrations/marketplace.sandboxPage';
import { orderHandlers } from './routes/orders';
import { orderLabelHandlers } from './routes/orderLabels';
import { bookingLabelHandlers } from './routes/bookingLabel';
import { fulfilmentHandlers } from './routes/fulfilment';
import { appointmentHandlers } from './routes/appointments';
import { bookingHandlers } from './routes/bookings';
import { setOrderHandlers } from './routes/setOrders';
import { productSetHandlers } from './routes/productSets';
import { registerHandlers } from './routes/register';
import { profileHandlers } from './routes/profile';
import { ndidSandboxPage } from './integrations/ndid.sandboxPage';
import { passwordHandlers } from './routes/password';
import { userHandlers } from './routes/users';
import { userAdminHandlers } from './routes/userAdmin';
import { roleHandlers } from './routes/roles';
import { dashboardHandlers } from './routes/dashboard';
import { reportHandlers } from './routes/reports';
import { inventoryHandlers } from './routes/inventory';
import { PasswordAttempts } from './auth/attempts';
import { devMailboxHandlers } from './routes/devMailbox';
import { fromPortalOrigin } from './origin';
import { Mailer } from './integrations/mailer';
import { EventBus } from './events';
import { PushDelivery, pushSender } from './integrations/push';
import { LiveNotifications } from './liveNotifications';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    mailer: Mailer;
    events: EventBus;
    /** The open notification streams of this process. */
    live: LiveNotifications;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const FASTIFY_MESSAGES: Record<number, string> = {
  404: th.server.not_found,
  405: th.server.method_not_allowed,
  406: th.server.not_acceptable,
  415: th.server.unsupported_media,
};

/**
 * Fastify's per-request log lines (request received, reply sent, route not found) at `debug`
 * instead of `info`: at the default level the terminal shows the server's own messages,
 * warnings and errors, not two lines per request; LOG_LEVEL=debug brings them back. A reply
 * that failed while being sent is still an error.
 */
class RequestLogAtDebug extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }
  override requestCompleted(
    error: Error | null | undefined,
    _request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error) {
      reply.log.error(
        { res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
  override routeNotFound(request: FastifyRequest) {
    request.log.debug(`Route ${request.raw.method}:${request.raw.url} not found`);
  }
}

/**
 * Builds the portal's server: database ready (migrated, seeded when empty), routes registered.
 * `shared.database`, an open database, is used instead of opening one and is left open at
 * close: two servers on one embedded database, as two processes share one PostgreSQL.
 */
export async function buildApp(
  config: AppConfig,
  shared: { database?: Database } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger,
    logController: new RequestLogAtDebug(),
    bodyLimit: REQUEST_BODY_LIMIT,
    // TRUST_PROXY: the reverse proxies whose X-Forwarded-For names the client (rate limits,
    // logs); off by default, so a client cannot choose its own address.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : (config.trustProxy ?? false),
  });

  const database =
    shared.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      pgliteSharedBuffers: config.pgliteSharedBuffers,
      pgliteLoadDataDir: config.pgliteLoadDataDir,
      pgliteThread: config.pgliteThread,
      onIdleError: (err) =>
        app.log.warn({ err: loggableError(err) }, 'database connection dropped while idle'),
    }));
  app.decorate('database', database);
  if (!shared.database) app.addHook('onClose', async () => database.close());
  // Closes first (hooks run last added first): mail being sent is finished, then the database.
  const mailer = new Mailer(database.db, config);
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
  // Push messages still being sent are finished before the bus and the database close.
  const push = new PushDelivery(
    pushSender(config.push, (entry, msg) => app.log.info(entry, msg)),
    (err, topic) => app.log.warn({ err, topic }, 'push message not sent'),
  );
  const events = new EventBus(database, push);
  await events.start((err) => app.log.warn({ err: loggableError(err) }, 'unreadable event'));
  app.decorate('events', events);
  app.addHook('onClose', () => events.close());
  app.addHook('onClose', () => push.close());
  const live = new LiveNotifications(database.db, events, (err) =>
    app.log.warn({ err }, 'live notifications'),
  );
  app.decorate('live', live);
  // Open streams end before the server waits for its requests to finish, or it would wait forever.
  app.addHook('preClose', async () => live.close());
  // Processes starting together on one PostgreSQL take turns: one migrates and seeds, the
  // next finds the work done.
  await database.whileLocked(async () => {
    const applied = await migrate(database);
    if (applied.length) app.log.info({ applied }, 'migrations applied');
    if (await isEmpty(database.db)) {
      // Reference data always; the demo shops and accounts unless SEED=false.
      await seed(database.db, { demo: config.seed, events });
      app.log.info(config.seed ? 'empty database seeded with demo data' : 'reference data loaded');
    }
  });

  // The embedded database has no autovacuum: the server keeps its statistics and visibility map.
  if (config.maintenance !== false) {
    const stopMaintenance = startMaintenance(database, (err) =>
      app.log.warn({ err: loggableError(err) }, 'database maintenance failed'),
    );
    app.addHook('onClose', stopMaintenance);
  }

  await app.register(cookie);
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(UPLOAD_LIMIT, IMPORT_FILE_LIMIT),
      files: 5,
      fields: 20,
      fieldSize: 10_000,
      parts: 30,
    },
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval': the barcode decoder's WebAssembly (zxing-wasm, from this origin)
        // may be compiled; it allows no eval of script text.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // MUI (emotion) injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: config.secureCookies,
    crossOriginEmbedderPolicy: false,
  });

  // Shutting down: an answer to a request that was already in flight closes its keep-alive
  // connection, which would otherwise hold the stop for the 72 s keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  // A reply whose headers went out before the stop (a streamed export) said keep-alive: once
  // it has been sent whole, its connection is closed, or the stop would wait for the client.
  app.addHook('onResponse', async (req) => {
    if (closing) req.raw.socket?.destroySoon();
  });

  // State-changing calls must come from the portal's own pages: every one, whatever its
  // address looks like (`/%61pi/…` reaches the same handlers as `/api/…`).
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method)) return;
    // A program's call with an API key and no session cookie carries nothing a forged page
    // could borrow (a page cannot set Authorization on another origin): no Origin needed.
    if (bearerKey(req) !== undefined && !req.cookies[SESSION_COOKIE]) return;
    if (!fromPortalOrigin(req, config)) throw new ApiError(403, th.server.bad_origin);
  });

  app.setErrorHandler((error: FastifyError | ApiError, req, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.status).send({
        code: error.status,
        message: error.message,
        errors: error.errors,
        data: error.data,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      // A file over its endpoint's limit, or a body over the request limit.
      const message =
        error.code === 'FST_REQ_FILE_TOO_LARGE' ? th.server.file_too_large : th.server.too_large;
      return reply.code(413).send({ code: 413, message });
    }
    if (status === 429) return reply.code(429).send({ code: 429, message: th.server.too_many });
    if (status >= 400 && status < 500) {
      // Fastify's own answers keep their status (404, 405, 406, 415…), in Thai.
      const message = FASTIFY_MESSAGES[status] ?? th.server.validation;
      return reply.code(status).send({ code: status, message });
    }
    if (databaseUnreachable(error)) {
      req.log.warn({ err: loggableError(error) }, 'database unreachable');
      reply.header('retry-after', String(RETRY_AFTER_S));
      return reply.code(503).send({ code: 503, message: th.server.unavailable });
    }
    req.log.error({ err: loggableError(error) }, 'request failed');
    return reply.code(500).send({ code: 500, message: th.server.internal });
  });

  const s3 = config.s3 && new S3FileStore(config.s3);
  if (s3) app.addHook('onClose', () => s3.close());
  // One process owns the embedded database: it hears every change to a caller at its commit.
  const callers = database.kind === 'pglite' ? new CallerCache() : undefined;
  if (callers) {
    await callers.start(database);
    app.addHook('onClose', () => callers.close());
  }
  // The job queue: every process writes jobs; those that run workers also run them.
  const jobs = new JobQueue(database, config.jobs ?? {}, (err) =>
    app.log.warn({ err: loggableError(err) }, 'job queue'),
  );
  let tokenBox: Promise<TokenBox> | undefined;
  const marketplaceSync = new MarketplaceSync({
    database,
    db: database.db,
    events,
    queue: jobs,
    drivers: marketplaceDrivers(config.marketplaces ?? {}, database.db),
    tokens: () => (tokenBox ??= TokenBox.open(database.db, config.marketplaces?.tokenKey)),
    mailer,
    carrier: carrierDriver(config.carrier),
    config: config.marketplaces?.sync ?? {},
    log: (err, msg) => app.log.warn({ err: loggableError(err) }, msg),
  });
  // Queues are made under the start-up lock: two processes making one together deadlock.
  const webhooks = new Webhooks({
    db: database.db,
    events,
    queue: jobs,
    config: config.webhooks ?? {},
  });
  await database.whileLocked(() =>
    jobs.start({
      ...marketplaceQueues(config.marketplaces?.sync),
      ...webhookQueues(config.webhooks),
    }),
  );
  await marketplaceSync.start();
  await webhooks.start();
  // Closes before the database: jobs under way finish (or are failed, for another try).
  app.addHook('onClose', async () => {
    await marketplaceSync.stop();
    await jobs.stop();
  });
  const deps: Deps = {
    jobs,
    marketplaceSync,
    webhooks,
    callers,
    db: database.db,
    config,
    files: s3 || new LocalFileStore(config.uploadDir),
    attempts: new PasswordAttempts(database.db, config.loginLimit),
    apiKeys: new ApiKeyCallers(database.db, config, callers),
    mailer,
    events,
    live,
  };
  registerEndpoints(app, deps, {
    ...authHandlers(deps),
    ...lookupHandlers(deps),
    ...shellHandlers(deps),
    ...productHandlers(deps),
    ...productImportHandlers(deps),
    ...productSetImportHandlers(deps),
    ...setOrderHandlers(deps),
    ...orderHandlers(deps),
    ...orderLabelHandlers(deps),
    ...bookingLabelHandlers(deps),
    ...fulfilmentHandlers(deps),
    ...appointmentHandlers(deps),
    ...bookingHandlers(deps),
    ...orderImportHandlers(deps),
    ...marketplaceHandlers(deps),
    ...floorHandlers(deps),
    ...productSetHandlers(deps),
    ...registerHandlers(deps),
    ...profileHandlers(deps),
    ...apiKeyHandlers(deps),
    ...savedViewHandlers(deps),
    ...passwordHandlers(deps),
    ...devMailboxHandlers(deps),
    ...userHandlers(deps),
    ...userAdminHandlers(deps),
    ...roleHandlers(deps),
    ...inventoryHandlers(deps),
    ...dashboardHandlers(deps),
    ...reportHandlers(deps),
    ...webhookHandlers(deps),
  });
  await app.register(ndidSandboxPage, { deps });
  await app.register(marketplaceSandboxPage, { deps });
  await registerOpenApi(app);

  const staticDir = config.staticDir;
  const hasApp = staticDir && existsSync(path.join(staticDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      // The build writes .br and .gz beside each text asset: sent to clients that accept them.
      preCompressed: true,
      setHeaders: (res, file) => {
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (hasApp && (req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith('/api/')) {
      // Client routes of the single-page app.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ code: 404, message: th.server.not_found });
  });

  return app;
}
