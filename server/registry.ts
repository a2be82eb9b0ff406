import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { endpoints, type EndpointKey, type Endpoints, type DataOf } from '../contract/endpoints';
import type { MenuKey } from '../contract/enums';
import { th } from '../i18n/th';
import { ApiError } from './errors';
import { callerFromToken, SESSION_COOKIE, type Caller } from './auth/session';
import type { Db } from './db/client';
import type { AppConfig } from './config';

// Messages of schemas that name none of their own are Thai.
z.config({
  customError: (issue) =>
    issue.input === undefined || issue.input === '' ? th.server.required : th.server.invalid_value,
});

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;
type Field<K extends EndpointKey, F extends string> =
  Endpoints[K] extends Record<F, infer S> ? Out<S> : undefined;

export interface Deps {
  db: Db;
  config: AppConfig;
}

export interface Ctx<K extends EndpointKey> {
  caller: Endpoints[K]['access'] extends { auth: 'user' } ? Caller : Caller | null;
  query: Field<K, 'query'>;
  body: Field<K, 'body'>;
  req: FastifyRequest;
  reply: FastifyReply;
  deps: Deps;
}

/** A page of a list: the reply carries `total` beside `data`. */
export class Page<T> {
  constructor(
    public readonly rows: T[],
    public readonly total: number,
  ) {}
}

type Result<K extends EndpointKey> =
  DataOf<K> extends (infer R)[] ? DataOf<K> | Page<R> : DataOf<K>;

export type Handlers = { [K in EndpointKey]?: (ctx: Ctx<K>) => Promise<Result<K>> };

/** Turns zod issues into {field: message}; unknown keys are named one by one. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out[key] = th.server.unknown_field.replace('%{field}', key);
      continue;
    }
    const field = issue.path.join('.') || '_';
    out[field] ??= issue.message;
  }
  return out;
}

function parse(schema: z.ZodType | undefined, value: unknown) {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? undefined);
  if (!result.success) throw new ApiError(400, th.server.validation, fieldErrors(result.error));
  return result.data;
}

export function checkAccess(key: EndpointKey, caller: Caller | null) {
  const { access } = endpoints[key] as { access: Endpoints[EndpointKey]['access'] };
  if (access.auth === 'public') return;
  if (!caller) throw new ApiError(401, th.server.unauthenticated);
  if (!access.userTypes.includes(caller.userTypeId as never))
    throw new ApiError(403, th.server.forbidden);
  const menus = 'menus' in access ? (access.menus as readonly MenuKey[]) : undefined;
  if (menus && !menus.some((m) => caller.activeMenus.has(m)))
    throw new ApiError(403, th.server.menu_inactive);
}

/** Registers `/api/<name>` for every endpoint of the contract that has a handler. */
export function registerEndpoints(app: FastifyInstance, deps: Deps, handlers: Handlers) {
  for (const key of Object.keys(endpoints) as EndpointKey[]) {
    const handler = handlers[key] as ((ctx: Ctx<EndpointKey>) => Promise<unknown>) | undefined;
    if (!handler) continue;
    const ep = endpoints[key] as Endpoints[EndpointKey] & { query?: z.ZodType; body?: z.ZodType };
    app.route({
      method: ep.method,
      url: `/api/${ep.name}`,
      handler: async (req, reply) => {
        const caller = await callerFromToken(deps.db, req.cookies[SESSION_COOKIE]);
        checkAccess(key, caller);
        const query = parse(ep.query, req.query);
        const body = parse(ep.body, req.body);
        const result = await handler({ caller, query, body, req, reply, deps } as Ctx<EndpointKey>);
        if (reply.sent) return reply;
        if (result instanceof Page) {
          return { code: 200, message: th.server.success, data: result.rows, total: result.total };
        }
        return { code: 200, message: th.server.success, data: result ?? null };
      },
    });
  }
}

/** Every handler map must cover only keys of the contract; unknown names fail the type check. */
export const defineHandlers = (h: Handlers) => h;
