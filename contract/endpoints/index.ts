import type { z } from 'zod';
import type { RouteKey } from '../routes';
import { accountEndpoints, authEndpoints } from './accounts';
import { apiKeyEndpoints } from './apiKeys';
import { bookingEndpoints } from './bookings';
import { floorEndpoints } from './floor';
import { inventoryEndpoints } from './inventory';
import { lookupEndpoints } from './lookups';
import { marketplaceEndpoints } from './marketplaces';
import { fulfilmentEndpoints, orderEndpoints, orderPickEndpoints } from './orders';
import { productEndpoints } from './products';
import { productSetEndpoints } from './productSets';
import { reportEndpoints } from './reports';
import { savedViewEndpoints } from './savedViews';
import { menuEndpoints, shellEndpoints } from './shell';
import type { Endpoint } from './types';
import { userEndpoints } from './users';
import { webhookEndpoints } from './webhooks';

export type { Access, Endpoint, HttpMethod, ShopRecord, ShopScope } from './types';

const define = <T extends Record<RouteKey, Endpoint>>(
  table: T & Record<Exclude<keyof T, RouteKey>, never>,
) => table;

/**
 * Every endpoint of the portal. The server registers its routes from this table. Each area's
 * entries are in a file of this folder (who may call them: access.ts); they are joined here in
 * the table's order, which is the order of the OpenAPI document.
 */
export const endpoints = define({
  ...authEndpoints,
  ...shellEndpoints,
  ...lookupEndpoints,
  ...productEndpoints,
  ...menuEndpoints,
  ...accountEndpoints,
  ...apiKeyEndpoints,
  ...savedViewEndpoints,
  ...userEndpoints,
  ...inventoryEndpoints,
  ...productSetEndpoints,
  ...orderEndpoints,
  ...marketplaceEndpoints,
  ...orderPickEndpoints,
  ...fulfilmentEndpoints,
  ...floorEndpoints,
  ...bookingEndpoints,
  ...reportEndpoints,
  ...webhookEndpoints,
});

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;
type Infer<T> = T extends z.ZodType ? z.input<T> : undefined;
/** Query strings carry text; callers may pass numbers, which the URL turns into text. */
type QueryInput<T> = { [K in keyof T]: T[K] extends string | undefined ? T[K] | number : T[K] };
export type QueryOf<K extends EndpointKey> = QueryInput<
  Infer<Endpoints[K] extends { query: infer Q } ? Q : undefined>
>;
export type BodyOf<K extends EndpointKey> = Infer<
  Endpoints[K] extends { body: infer B } ? B : undefined
>;
export type DataOf<K extends EndpointKey> = z.output<Endpoints[K]['data']>;
