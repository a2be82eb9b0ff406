import type { z } from 'zod';
import type { RouteKey } from '../routes';
import type { MenuKey, UserTypeId } from '../enums';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. `public`: anyone. `user`: a signed-in user of one of
 * `userTypes`; when `menus` is given, the caller's role must have at least one of
 * those menus active (the server refuses the endpoints of an inactive menu).
 */
export type Access =
  | { auth: 'public' }
  | { auth: 'user'; userTypes: readonly UserTypeId[]; menus?: readonly MenuKey[] };

/** Records whose shop the server looks up from an id in the request (server/shopScope.ts). */
export type ShopRecord =
  | 'product'
  | 'productPhoto'
  | 'inventory'
  | 'productSet'
  | 'setOrder'
  | 'order'
  | 'booking'
  | 'webhookEndpoint'
  | 'webhookDelivery';

/**
 * A field of the request that names a shop, or a record of a shop. A shop user may only
 * name their own shops (403 otherwise); staff act on every shop. With `record`, the field
 * holds the record's id and its shop is looked up (an unknown id is the record's 404);
 * with `within`, the record must also belong to the shop named by that field (404 otherwise).
 */
export interface ShopScope {
  in: 'query' | 'body';
  field: string;
  record?: ShopRecord;
  within?: string;
  /** The field may be left out: the request then names no shop (the handler keeps to the caller's). */
  optional?: true;
}

export interface Endpoint {
  method: HttpMethod;
  name: string;
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * Schema of `data` in the {code, message, data} reply (a file reply has none); of a stream,
   * the `data` of each of its events.
   */
  data: z.ZodType;
  /** multipart/form-data: the allowed file fields and their size limit; `body` checks the text fields. */
  multipart?: { files: readonly string[]; maxFileSize: number };
  /**
   * `file`: the reply is the file itself, not JSON. `stream`: Server-Sent Events
   * (`text/event-stream`) for as long as the session lasts.
   */
  reply?: 'file' | 'stream';
  access: Access;
  /**
   * Only the portal's own pages, with their session cookie, call it: a request with an API key
   * (`Authorization: Bearer …`) is refused (403). Set in contract/routes.ts (`cookieOnly`).
   */
  cookieOnly?: true;
  /** Which shops the request acts on: `none`, or every field naming a shop or a shop's record. */
  shop: 'none' | readonly ShopScope[];
}

/**
 * One area's part of the endpoint table (the other files of this folder): each key a route of
 * contract/routes.ts, each entry an Endpoint. index.ts joins the parts and checks that every
 * route has its entry.
 */
export const area = <T extends Partial<Record<RouteKey, Endpoint>>>(
  table: T & Record<Exclude<keyof T, RouteKey>, never>,
) => table;
