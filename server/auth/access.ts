import { eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { th } from '../../i18n/th';
import { ApiError } from '../errors';
import type { Caller } from './session';

/**
 * Shop users act only on their own shops; staff see every shop. Endpoints apply it through
 * the `shop` scope they declare in the contract (server/shopScope.ts), not by hand.
 */
export function assertShop(caller: Caller, shopId: number) {
  if (!caller.isStaff && !caller.shopIds.has(shopId)) {
    throw new ApiError(403, th.server.shop_forbidden);
  }
}

/** A `uid` in a request may only name the caller: the server acts for the session's user. */
export function assertSelf(caller: Caller, uid: number | undefined) {
  if (uid !== undefined && uid !== caller.id) throw new ApiError(403, th.server.forbidden);
}

/**
 * The shops a read covers, as a condition on its shop column: the one asked for, else a shop
 * user's own, else (staff) every one.
 */
export function shopsCovered(column: AnyPgColumn, caller: Caller, shopId: number | undefined) {
  if (shopId !== undefined) return eq(column, shopId);
  if (caller.isStaff) return undefined;
  return inArray(column, [...caller.shopIds, 0]);
}
