import { request as requestContext, type APIRequestContext } from '@playwright/test';
import { routes } from '../../contract/routes';
import { DEMO_PASSWORD, expect } from './helpers';

// Calls of the contract made by a browser test to set up its data (bookings, products, settings)
// as a signed-in user of the test's server, beside the page.

interface Reply<T> {
  code: number;
  message: string;
  data: T;
}

/** A request context signed in as `email` on the test's server. */
export async function signedInApi(baseURL: string, email: string) {
  const api = await requestContext.newContext({ baseURL });
  const res = await api.post(`/api/${routes.login.name}`, {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

/** Calls an endpoint by its key (a state change carries the test server's origin). */
export async function call<T>(
  api: APIRequestContext,
  baseURL: string,
  key: keyof typeof routes,
  opts: { query?: Record<string, string | number>; body?: unknown } = {},
): Promise<{ status: number; body: Reply<T> }> {
  const { method, name } = routes[key];
  const res = await api.fetch(`/api/${name}`, {
    method,
    params: opts.query,
    data: opts.body,
    headers: method === 'GET' ? {} : { origin: baseURL },
  });
  return { status: res.status(), body: (await res.json()) as Reply<T> };
}

/** The data of a call that must succeed. */
export async function ok<T>(...args: Parameters<typeof call>): Promise<T> {
  const { status, body } = await call<T>(...args);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}
