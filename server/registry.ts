import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  endpoints,
  type DataOf,
  type Endpoint,
  type EndpointKey,
  type Endpoints,
} from '../contract/endpoints';
import { MENU_ACCESS_HEADER, menuAccessTag, type MenuKey } from '../contract/enums';
import { storableText } from '../contract/schemas/common';
import { th } from '../i18n/th';
import { ApiError } from './errors';
import { bearerKey } from './auth/apiKeys';
import { callerFromToken, SESSION_COOKIE, type Caller } from './auth/session';
import type { Deps } from './deps';
import type { EventStream } from './liveNotifications';
import { FileReply, Page } from './replies';
import { enforceShopScope } from './shopScope';
// Also sets the Thai messages of schemas that name none of their own.
import { translateMessage } from './schemaMessages';

// Route modules take these from here, with the rest of what a handler needs.
export type { Deps } from './deps';
export { FileReply, Page } from './replies';
export { translateMessage } from './schemaMessages';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;
type Field<K extends EndpointKey, F extends string> =
  Endpoints[K] extends Record<F, infer S> ? Out<S> : undefined;

/** A file received by a multipart endpoint. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

export interface Ctx<K extends EndpointKey> {
  caller: Endpoints[K]['access'] extends { auth: 'user' } ? Caller : Caller | null;
  query: Field<K, 'query'>;
  body: Field<K, 'body'>;
  /** Files of a multipart endpoint, by field name (only non-empty ones). */
  files: Partial<Record<string, UploadedFile>>;
  req: FastifyRequest;
  reply: FastifyReply;
  deps: Deps;
}

type Result<K extends EndpointKey> = Endpoints[K] extends { reply: 'file' }
  ? FileReply
  : Endpoints[K] extends { reply: 'stream' }
    ? EventStream
    : DataOf<K> extends (infer R)[]
      ? DataOf<K> | Page<R>
      : DataOf<K>;

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
    out[field] ??= translateMessage(issue.message);
  }
  return out;
}

/**
 * The path of the first string (value or key) the database cannot keep (`storableText` of the
 * contract: a NUL, or half of a surrogate pair). Walks without recursion: a body nested
 * thousands deep is no danger.
 */
export function unstorablePath(value: unknown): string | undefined {
  type Node = { value: unknown; key?: string; parent?: Node };
  const pathOf = (node: Node) => {
    const keys: string[] = [];
    for (let n: Node | undefined = node; n?.key !== undefined; n = n.parent) keys.unshift(n.key);
    return keys.join('.') || '_';
  };
  const stack: Node[] = [{ value }];
  while (stack.length) {
    const node = stack.pop()!;
    const v = node.value;
    if (typeof v === 'string') {
      if (!storableText(v)) return pathOf(node);
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    for (const [key, item] of Object.entries(v)) {
      const child = { value: item, key, parent: node };
      if (!storableText(key)) return pathOf(child);
      stack.push(child);
    }
  }
  return undefined;
}

function parse(schema: z.ZodType | undefined, value: unknown) {
  const bad = unstorablePath(value);
  if (bad !== undefined)
    throw new ApiError(400, th.server.validation, { [bad]: th.server.bad_char });
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

/**
 * The caller of a request: the key of `Authorization: Bearer <key>` when it carries one (the
 * session cookie is then not read), else the session. A key never reaches a cookie-only
 * endpoint (contract/routes.ts `cookieOnly`), and a read-only key only GET endpoints.
 */
async function requestCaller(req: FastifyRequest, reply: FastifyReply, ep: Endpoint, deps: Deps) {
  const key = bearerKey(req);
  if (key === undefined) return callerFromToken(deps.db, req.cookies[SESSION_COOKIE], deps.callers);
  if (ep.cookieOnly) throw new ApiError(403, th.server.api_key.cookie_only);
  const caller = await deps.apiKeys.callerOf(key, req, reply);
  if (caller.apiKey?.readOnly && ep.method !== 'GET')
    throw new ApiError(403, th.server.api_key.read_only);
  return caller;
}

/** Registers `/api/<name>` for every endpoint of the contract that has a handler. */
declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of the request (set by the endpoint's access check). */
    caller: Caller | null;
  }
}

/**
 * A reply that does not match its contract schema is the server's bug: in tests and in
 * development it fails loudly instead of reaching a client that trusts the contract.
 */
function checkReply(key: EndpointKey, schema: z.ZodType, data: unknown) {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(
      `reply of ${key} does not match its contract: ${z.prettifyError(result.error)}`,
    );
  }
}

export function registerEndpoints(app: FastifyInstance, deps: Deps, handlers: Handlers) {
  app.decorateRequest('caller', null);
  const validateReplies = deps.config.validateReplies ?? false;
  for (const key of Object.keys(endpoints) as EndpointKey[]) {
    const handler = handlers[key] as ((ctx: Ctx<EndpointKey>) => Promise<unknown>) | undefined;
    if (!handler) continue;
    const ep = endpoints[key] as Endpoint;
    app.route({
      method: ep.method,
      url: `/api/${ep.name}`,
      // Who may call is settled before the body is read: a refused caller's upload is not parsed.
      onRequest: async (req, reply) => {
        req.caller = await requestCaller(req, reply, ep, deps);
        // The caller's active menus as this request saw them: an open app whose stored menus
        // differ (a role's menu access changed) reads its session again.
        if (req.caller) reply.header(MENU_ACCESS_HEADER, menuAccessTag(req.caller.activeMenus));
        checkAccess(key, req.caller);
      },
      handler: async (req, reply) => {
        const caller = req.caller;
        const query = parse(ep.query, req.query);
        const files: Record<string, UploadedFile> = {};
        let body: unknown;
        if (ep.multipart) {
          const fields = await readMultipart(req, ep.multipart, files);
          body = parse(ep.body, fields);
        } else {
          body = parse(ep.body, req.body);
        }
        await enforceShopScope(deps.db, ep, caller, { query, body });
        const ctx = { caller, query, body, files, req, reply, deps } as Ctx<EndpointKey>;
        const result = await handler(ctx);
        if (reply.sent) return reply;
        if (result instanceof FileReply) {
          reply.header('content-type', result.contentType);
          reply.header('cache-control', result.cacheControl);
          if (result.downloadName) {
            reply.header(
              'content-disposition',
              `attachment; filename*=UTF-8''${encodeURIComponent(result.downloadName)}`,
            );
          }
          return reply.send(result.content);
        }
        if (validateReplies) {
          checkReply(key, ep.data, result instanceof Page ? result.rows : (result ?? null));
        }
        if (result instanceof Page) {
          return {
            code: 200,
            message: th.server.success,
            data: result.rows,
            total: result.total,
            ...(result.estimated ? { total_estimated: true } : {}),
            ...(result.keys ? { first_key: result.keys.first, last_key: result.keys.last } : {}),
          };
        }
        return { code: 200, message: th.server.success, data: result ?? null };
      },
    });
  }
}

/** Reads a multipart request: files of the allowed fields into `files`, text fields returned. */
async function readMultipart(
  req: FastifyRequest,
  spec: { files: readonly string[]; maxFileSize: number },
  files: Record<string, UploadedFile>,
): Promise<Record<string, string>> {
  if (!req.isMultipart()) throw new ApiError(400, th.server.validation);
  try {
    return await readParts(req, spec, files);
  } catch (err) {
    // Limits (413) and the portal's own answers stand; a body the parser cannot read (a torn
    // boundary, a truncated part) is the sender's fault.
    if (err instanceof ApiError || (err as FastifyError).statusCode === 413) throw err;
    throw new ApiError(400, th.server.bad_multipart);
  }
}

async function readParts(
  req: FastifyRequest,
  spec: { files: readonly string[]; maxFileSize: number },
  files: Record<string, UploadedFile>,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for await (const part of req.parts({ limits: { fileSize: spec.maxFileSize } })) {
    if (part.type === 'file') {
      if (!spec.files.includes(part.fieldname)) {
        part.file.resume();
        throw new ApiError(400, th.server.validation, {
          [part.fieldname]: th.server.unknown_field.replace('%{field}', part.fieldname),
        });
      }
      const buffer = await part.toBuffer();
      if (buffer.length > 0)
        files[part.fieldname] = { filename: part.filename, mimetype: part.mimetype, buffer };
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  return fields;
}

/** Every handler map must cover only keys of the contract; unknown names fail the type check. */
export const defineHandlers = (h: Handlers) => h;
