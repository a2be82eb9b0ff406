import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { endpoints, type Access, type Endpoint } from '../contract/endpoints';
import { errorReply, reply } from '../contract/schemas/common';
import { SESSION_COOKIE } from './auth/session';

/** A JSON Schema (2020-12), which is what OpenAPI 3.1 takes as a schema. */
type Schema = z.core.JSONSchema.BaseSchema;
interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: { name: string; in: 'query'; required: boolean; schema: Schema | boolean }[];
  requestBody?: { required: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content: Record<string, { schema: Schema }> }>;
}

export const DOCS_PATH = '/api/docs';

const USER_TYPE_NAMES: Record<number, string> = {
  1: '1 company shop user',
  2: '2 individual shop user',
  3: '3 provider staff',
};

/**
 * JSON Schema (2020-12, as OpenAPI 3.1 uses) of a contract schema: what callers send
 * (`input`) or what the portal answers (`output`). Parts JSON Schema cannot say
 * (transforms, refinements) become "any value" instead of failing. Shared definitions
 * move to `components.schemas` under `prefix`.
 */
export function toSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  components: Record<string, Schema>,
  prefix: string,
): Schema {
  const { $defs, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  delete rest.$schema;
  const rename = (value: unknown) =>
    JSON.parse(
      JSON.stringify(value).replaceAll('"#/$defs/', `"#/components/schemas/${prefix}`),
    ) as Schema;
  for (const [name, def] of Object.entries($defs ?? {})) components[prefix + name] = rename(def);
  return rename(rest);
}

function describeAccess(access: Access): string {
  if (access.auth === 'public') return 'Open to anyone; no session needed.';
  const types = access.userTypes.map((t) => USER_TYPE_NAMES[t] ?? String(t)).join(', ');
  const menus = 'menus' in access && access.menus?.length ? access.menus : undefined;
  return (
    `Signed-in users (session cookie \`${SESSION_COOKIE}\`) of the user types ${types}.` +
    (menus ? ` The caller's role must have one of these menus active: ${menus.join(', ')}.` : '')
  );
}

function operation(key: string, ep: Endpoint, components: Record<string, Schema>): Operation {
  const op: Operation = {
    operationId: key,
    summary: ep.summary,
    description: describeAccess(ep.access),
    tags: [ep.name.split('-')[0]],
    security: ep.access.auth === 'public' ? [] : [{ session: [] }],
    responses: {},
  };
  if (ep.query) {
    const query = toSchema(ep.query, 'input', components, `${key}Query_`);
    const required = new Set(query.required ?? []);
    op.parameters = Object.entries(query.properties ?? {}).map(([name, schema]) => ({
      name,
      in: 'query' as const,
      required: required.has(name),
      schema,
    }));
  }
  if (ep.body || ep.multipart) {
    const body: Schema = ep.body
      ? toSchema(ep.body, 'input', components, `${key}Body_`)
      : { type: 'object' };
    const required = !ep.body || !ep.body.safeParse(undefined).success;
    if (ep.multipart) {
      const file: Schema = {
        type: 'string',
        format: 'binary',
        contentMediaType: 'application/octet-stream',
        description: `A file of at most ${ep.multipart.maxFileSize} bytes.`,
      };
      const files = Object.fromEntries(ep.multipart.files.map((f) => [f, file]));
      op.requestBody = {
        required,
        content: {
          'multipart/form-data': {
            schema: { ...body, properties: { ...body.properties, ...files } },
          },
        },
      };
    } else {
      op.requestBody = { required, content: { 'application/json': { schema: body } } };
    }
  }
  const envelope =
    ep.data instanceof z.ZodArray
      ? reply(ep.data).extend({
          total: z.number().optional(),
          total_estimated: z.literal(true).optional(),
          first_key: z.string().optional(),
          last_key: z.string().optional(),
        })
      : reply(ep.data);
  op.responses = {
    '200':
      ep.reply === 'file'
        ? {
            description: 'The file itself, with its own content type.',
            content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
          }
        : ep.reply === 'stream'
          ? {
              description:
                'Server-Sent Events for as long as the session lasts: `retry:` first, a comment now and then, and events whose `data` is the JSON below.',
              content: {
                'text/event-stream': {
                  schema: toSchema(ep.data, 'output', components, `${key}Event_`),
                },
              },
            }
          : {
              description:
                "Success. `data` as below; a paged list also carries `total`, the number of rows in all pages, with `total_estimated: true` when that number is the database planner's estimate (more than 1,000 rows), and `first_key`/`last_key`, the keys of the page's first and last rows: sent back as `before`/`after` (with `page`) they ask for the page before or after it, read from the index rather than past every row before it.",
              content: {
                'application/json': {
                  schema: toSchema(envelope, 'output', components, `${key}Reply_`),
                },
              },
            },
    default: {
      description:
        'An error: `code` is the HTTP status, `message` a Thai text, `errors` the message of each field at fault.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
  };
  return op;
}

/** The OpenAPI 3.1 document of every endpoint of the contract. */
export function openApiDocument() {
  const components: Record<string, Schema> = {};
  components.Error = toSchema(errorReply, 'output', components, 'Error_');
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [key, ep] of Object.entries(endpoints) as [string, Endpoint][]) {
    const method = ep.method.toLowerCase();
    paths[`/api/${ep.name}`] = {
      ...paths[`/api/${ep.name}`],
      [method]: operation(key, ep, components),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Fulfilment portal API',
      version: '1',
      description:
        'Every call is `/api/<name>`; every reply but a file is `{code, message, data}` with `code` equal to the HTTP status. ' +
        'Calls that change state (POST, PUT, DELETE) need an `Origin` header of the portal itself or of `ALLOWED_ORIGINS`. ' +
        'Unknown keys in a query or body are refused (400).',
    },
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session cookie set by auth-login.',
        },
      },
    },
  };
}

/** Serves the document at `GET /api/docs`, built once at start from the contract. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    mode: 'static',
    // The plugin's types know OpenAPI 3.0 only; a 3.1 document is served as it is.
    specification: { document: openApiDocument() as unknown as StaticDocumentSpec['document'] },
  });
  app.get(DOCS_PATH, async () => app.swagger());
}
