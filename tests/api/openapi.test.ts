import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints, type Endpoint } from '../../contract/endpoints';
import { SESSION_COOKIE } from '../../server/auth/session';
import { toSchema } from '../../server/openapi';
import { testApp } from './helpers';

type Json = Record<string, unknown>;
interface Operation {
  summary: string;
  description: string;
  security: Json[];
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { required: boolean; content: Record<string, { schema: Json }> };
  responses: Record<string, { content: Record<string, { schema: Json }> }>;
}
interface Doc {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Json> };
}

let ctx: Awaited<ReturnType<typeof testApp>>;
let doc: Doc;
const all = Object.entries(endpoints) as [string, Endpoint][];
const op = (ep: Endpoint) => doc.paths[`/api/${ep.name}`]?.[ep.method.toLowerCase()];

beforeAll(async () => {
  ctx = await testApp();
  // Anonymous: no cookie, no origin.
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  doc = JSON.parse(res.body) as Doc;
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/docs', () => {
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
