import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { endpoints, type Endpoint, type EndpointKey } from '../contract/endpoints';
import { errorReply, reply } from '../contract/schemas/common';
import { SESSION_COOKIE } from './auth/session';
import { operationExamples } from './openapiExamples';
import { apiDescription, bearerDescription, sessionDescription } from './openapiGuide';
import { thaiStyleSheet } from './openapiTheme';
import { webhookEvents, webhookItems } from './openapiWebhooks';

/** A JSON Schema (2020-12), which is what OpenAPI 3.1 takes as a schema. */
type Schema = z.core.JSONSchema.BaseSchema;
interface Media {
  schema: Schema;
  example?: unknown;
}
interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: {
    name: string;
    in: 'query';
    required: boolean;
    schema: Schema | boolean;
    example?: string;
  }[];
  requestBody?: { required: boolean; content: Record<string, Media> };
  responses: Record<string, { description: string; content: Record<string, Media> }>;
}

/** The interactive page of the document; the document itself is `DOCS_JSON_PATH`. */
export const DOCS_PATH = '/api/docs';
export const DOCS_JSON_PATH = `${DOCS_PATH}/json`;

/** Said of the calls the portal's pages alone may make (contract/routes.ts `cookieOnly`). */
const PORTAL_ONLY =
  '**Portal pages only**: a call with an API key (`Authorization: Bearer …`) is refused (403).';

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

function describeAccess(ep: Endpoint): string {
  const { access } = ep;
  if (access.auth === 'public') {
    const open = 'Open to anyone; no session needed.';
    return ep.cookieOnly ? `${open} ${PORTAL_ONLY}` : open;
  }
  const types = access.userTypes.map((t) => USER_TYPE_NAMES[t] ?? String(t)).join(', ');
  const menus = 'menus' in access && access.menus?.length ? access.menus : undefined;
  const who = ep.cookieOnly
    ? `session cookie \`${SESSION_COOKIE}\``
    : `an API key of theirs, or the session cookie \`${SESSION_COOKIE}\``;
  return (
    `Signed-in users (${who}) of the user types ${types}.` +
    (menus ? ` The caller's role must have one of these menus active: ${menus.join(', ')}.` : '') +
    (ep.cookieOnly ? ` ${PORTAL_ONLY}` : '')
  );
}

/** Who may sign a call of `ep`: nobody need (public), the session alone, or a key too. */
function security(ep: Endpoint): Operation['security'] {
  if (ep.access.auth === 'public') return [];
  return ep.cookieOnly ? [{ session: [] }] : [{ bearerAuth: [] }, { session: [] }];
}

function operation(key: EndpointKey, ep: Endpoint, components: Record<string, Schema>): Operation {
  const example = operationExamples[key];
  const op: Operation = {
    operationId: key,
    summary: ep.summary,
    description: describeAccess(ep),
    tags: [ep.name.split('-')[0]],
    security: security(ep),
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
      ...(example?.query?.[name] !== undefined ? { example: example.query[name] } : {}),
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
      const media: Media = { schema: body };
      if (example?.body !== undefined) media.example = example.body;
      op.requestBody = { required, content: { 'application/json': media } };
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
                  ...(example ? { example: example.reply } : {}),
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
  for (const [key, ep] of Object.entries(endpoints) as [EndpointKey, Endpoint][]) {
    const method = ep.method.toLowerCase();
    paths[`/api/${ep.name}`] = {
      ...paths[`/api/${ep.name}`],
      [method]: operation(key, ep, components),
    };
  }
  const webhooks = webhookItems(webhookEvents, (schema, type) =>
    toSchema(schema, 'output', components, `webhook_${type.replace('.', '_')}_`),
  );
  return {
    openapi: '3.1.0',
    info: { title: 'Fulfilment portal API', version: '1', description: apiDescription },
    paths,
    webhooks,
    components: {
      schemas: components,
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: bearerDescription },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: sessionDescription,
        },
      },
    },
  };
}

/**
 * Serves the document, built once at start from the contract: as JSON at `GET /api/docs/json`
 * (and YAML at `/api/docs/yaml`), and as an interactive page at `GET /api/docs` (Swagger UI,
 * served from this server: the page loads nothing from elsewhere). Anyone may read both: the
 * document describes the calls, it holds no data.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    mode: 'static',
    // The plugin's types know OpenAPI 3.0 only; a 3.1 document is served as it is.
    specification: { document: openApiDocument() as unknown as StaticDocumentSpec['document'] },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    theme: {
      title: 'Fulfilment portal API',
      css: [{ filename: 'thai.css', content: thaiStyleSheet() }],
    },
    uiConfig: {
      // The list of calls opens folded by area; the schemas section stays closed.
      docExpansion: 'none',
      defaultModelsExpandDepth: -1,
      persistAuthorization: false,
      tryItOutEnabled: false,
      filter: true,
    },
  });
}
