import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints, type Endpoint } from '../../contract/endpoints';
import { SESSION_COOKIE } from '../../server/auth/session';
import { DOCS_JSON_PATH, DOCS_PATH, openApiDocument, toSchema } from '../../server/openapi';
import { operationExamples } from '../../server/openapiExamples';
import { verifySnippet } from '../../server/openapiGuide';
import { WEBHOOK_EVENTS, WEBHOOK_PING, webhookPayload } from '../../contract/schemas/webhooks';
import { webhookEvents } from '../../server/openapiWebhooks';
import { testApp } from './helpers';

type Json = Record<string, unknown>;
interface Media {
  schema: Json;
  example?: unknown;
}
interface Operation {
  summary: string;
  description: string;
  security: Json[];
  parameters?: { name: string; in: string; required: boolean; example?: unknown }[];
  requestBody?: { required: boolean; content: Record<string, Media> };
  responses: Record<string, { content: Record<string, Media> }>;
}
interface Doc {
  openapi: string;
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, { post: Operation }>;
  components: { securitySchemes: Record<string, Json> };
}

let ctx: Awaited<ReturnType<typeof testApp>>;
let doc: Doc;
const all = Object.entries(endpoints) as [string, Endpoint][];
const op = (ep: Endpoint) => doc.paths[`/api/${ep.name}`]?.[ep.method.toLowerCase()];

beforeAll(async () => {
  ctx = await testApp();
  // Anonymous: no cookie, no origin.
  const res = await ctx.app.inject({ method: 'GET', url: DOCS_JSON_PATH });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  doc = JSON.parse(res.body) as Doc;
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/docs/json', () => {
  it('is the document the contract makes, as the TypeScript client is generated from', () => {
    expect(doc).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it('is an OpenAPI 3.1 document of every endpoint of the contract, with its method', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const operations = Object.values(doc.paths).flatMap((p) => Object.keys(p));
    expect(operations).toHaveLength(all.length);
    for (const [key, ep] of all) {
      expect(op(ep), `${key}: ${ep.method} /api/${ep.name}`).toBeDefined();
      expect(op(ep).summary).toBe(ep.summary);
    }
  });

  it('names the session cookie, and who may call each endpoint', () => {
    expect(doc.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE,
    });
    const users = op(endpoints.users);
    expect(users.security).toEqual([{ session: [] }]);
    expect(users.description).toContain('3 provider staff');
    expect(users.description).not.toContain('1 company');
    expect(users.description).toContain('user-information');
    expect(op(endpoints.login).security).toEqual([]);
  });

  it('names the bearer scheme of API keys, and the calls a key may not make', () => {
    const bearer = doc.components.securitySchemes.bearerAuth;
    expect(bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    // How to get a key, in English and in Thai.
    expect(bearer.description).toContain('Authorization: Bearer <key>');
    expect(bearer.description).toContain('คีย์ API');
    for (const [key, ep] of all) {
      if (ep.access.auth === 'public') continue;
      const expected = ep.cookieOnly ? [{ session: [] }] : [{ bearerAuth: [] }, { session: [] }];
      expect(op(ep).security, key).toEqual(expected);
      expect(op(ep).description.includes('Portal pages only'), key).toBe(ep.cookieOnly === true);
    }
    expect(op(endpoints.orderCreate).security).toContainEqual({ bearerAuth: [] });
    expect(op(endpoints.apiKeyCreate).security).toEqual([{ session: [] }]);
  });

  it("shows examples of the public calls, each one the endpoint's schemas accept", () => {
    const keys = Object.keys(operationExamples) as (keyof typeof operationExamples)[];
    expect(keys).toEqual(expect.arrayContaining(['orderCreate', 'orders', 'order', 'inventory']));
    for (const key of keys) {
      const example = operationExamples[key]!;
      const ep = endpoints[key] as Endpoint;
      const o = op(ep);
      if (example.query) {
        expect(ep.query?.safeParse(example.query).error, `${key} query`).toBeUndefined();
        for (const [name, value] of Object.entries(example.query))
          expect(o.parameters?.find((p) => p.name === name)?.example).toBe(value);
      }
      if (example.body !== undefined) {
        expect(ep.body?.safeParse(example.body).error, `${key} body`).toBeUndefined();
        expect(o.requestBody?.content['application/json'].example).toEqual(example.body);
      }
      expect(ep.data.safeParse(example.reply.data).error, `${key} reply`).toBeUndefined();
      expect(o.responses['200'].content['application/json'].example).toEqual(example.reply);
    }
  });

  it('describes each webhook event: its payload, an example, the signature headers', () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENTS, WEBHOOK_PING].sort());
    for (const [type, item] of Object.entries(doc.webhooks)) {
      const body = item.post.requestBody?.content['application/json'];
      expect(body?.schema, type).toMatchObject({
        required: expect.arrayContaining(['id', 'type', 'created_at', 'shop_id', 'data']),
        properties: { type: { const: type }, data: { type: 'object' } },
      });
      expect(body?.example, type).toMatchObject({ type, shop_id: expect.any(Number) });
      // The example is one the event's own schema accepts.
      const event = webhookEvents[type as keyof typeof webhookEvents];
      expect(webhookPayload.safeParse(event.example).error, type).toBeUndefined();
      expect(event.data.safeParse(event.example.data).error, type).toBeUndefined();
      expect(item.post.parameters?.map((p) => [p.name, p.in, p.required])).toEqual([
        ['x-fulfilment-signature', 'header', true],
        ['x-fulfilment-timestamp', 'header', true],
        ['x-fulfilment-event', 'header', true],
        ['x-fulfilment-event-id', 'header', true],
      ]);
    }
    expect(doc.info.description).toContain('## Verifying a signature');
    expect(doc.info.description).toContain(verifySnippet);
  });
  it('gives a POST its JSON body schema, a GET its query parameters, the reply its data', () => {
    const login = op(endpoints.login);
    const body = login.requestBody?.content['application/json'].schema;
    expect(login.requestBody?.required).toBe(true);
    expect(body).toMatchObject({ type: 'object', required: expect.arrayContaining(['email']) });
    expect(Object.keys(body?.properties as Json).sort()).toEqual(
      Object.keys((endpoints.login.body as z.ZodObject).shape).sort(),
    );
    // A body that may be left out is not required.
    expect(op(endpoints.logout).requestBody?.required).toBe(false);

    const params = op(endpoints.products).parameters ?? [];
    expect(params).toContainEqual(
      expect.objectContaining({ name: 'shop_id', in: 'query', required: true }),
    );
    expect(params).toContainEqual(expect.objectContaining({ name: 'page', required: false }));

    const reply = op(endpoints.products).responses['200'].content['application/json'].schema;
    expect(reply).toMatchObject({
      required: ['code', 'message', 'data'],
      properties: { data: { type: 'array' }, total: { type: 'number' } },
    });
  });

  it('describes uploads as multipart/form-data with their file fields', () => {
    const upload = op(endpoints.productPics).requestBody?.content['multipart/form-data'].schema;
    expect(upload?.properties).toMatchObject({
      shop_id: { type: 'string' },
      itempic: { type: 'string', format: 'binary' },
      innerpic: { format: 'binary' },
      casepic: { format: 'binary' },
    });
  });

  it('describes the notification stream as Server-Sent Events carrying the unread count', () => {
    const stream = op(endpoints.notificationStream);
    expect(Object.keys(stream.responses['200'].content)).toEqual(['text/event-stream']);
    expect(stream.responses['200'].content['text/event-stream'].schema).toMatchObject({
      properties: { unread: { type: 'number' } },
    });
    expect(stream.security).toEqual([{ session: [] }]);
  });
});

describe('GET /api/docs', () => {
  it("is the interactive page, served from this server to anyone, under the portal's CSP", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: DOCS_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // The portal's own policy, loosened for nothing: scripts from this origin alone.
    const csp = res.headers['content-security-policy'];
    const other = await ctx.app.inject({ method: 'GET', url: '/api/master-gettitles' });
    expect(csp).toBe(other.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
    // Every script and style of the page is this server's own.
    const assets = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      expect(asset).toMatch(/^\/api\/docs\/static\//);
      const file = await ctx.app.inject({ method: 'GET', url: asset });
      expect(file.statusCode, asset).toBe(200);
    }
    expect(res.body).not.toMatch(/https?:\/\//);
  });

  it('points its page at the document, with no outside validator', async () => {
    const init = await ctx.app.inject({
      method: 'GET',
      url: `${DOCS_PATH}/static/swagger-initializer.js`,
    });
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain("resolveUrl('./json')");
    expect(init.body).toContain('validatorUrl: null');
  });

  it('leaves an unknown address under /api a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs-nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404 });
  });
});

describe('toSchema', () => {
  it('turns what JSON Schema cannot say into any value rather than failing', () => {
    const parsed = z.string().transform((s) => new Date(s));
    expect(toSchema(parsed, 'output', {}, 'x_')).toEqual({});
    expect(toSchema(z.object({ at: z.date() }), 'input', {}, 'x_')).toMatchObject({
      properties: { at: {} },
    });
  });

  it('moves shared definitions to components.schemas and points at them there', () => {
    const node = z.object({
      name: z.string(),
      get children(): z.ZodArray<typeof node> {
        return z.array(node);
      },
    });
    const components: Parameters<typeof toSchema>[2] = {};
    const tree = JSON.stringify(toSchema(z.object({ root: node }), 'output', components, 'tree_'));
    expect(tree).not.toContain('#/$defs/');
    const names = Object.keys(components);
    expect(names.length).toBeGreaterThan(0);
    expect(tree).toContain(`"#/components/schemas/${names[0]}"`);
  });
});
