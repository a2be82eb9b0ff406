import { z } from 'zod';
import { callerUid, queryId } from './common';

/** Marketplace connection (spec part 2 §4.5, §7.5). */

const code = z.string().trim().min(1).max(500);
/** The OAuth state this server put in the login link, returned with the code. */
const state = z.string().trim().min(1).max(200);

/** The shop whose orders the connection will bring in (the working shop). */
export const loginLinkQuery = z.strictObject({ shop_id: queryId });
export const loginLink = z.object({ url: z.string() });

export const lazadaConnectBody = z.strictObject({ code, state, uid: callerUid });
export const shopeeConnectBody = z.strictObject({
  code,
  state,
  uid: callerUid,
  shopee_shop_id: z.union([z.string().regex(/^\d{1,12}$/), z.number().int().positive()]),
});
export const disconnectBody = z.strictObject({ uid: callerUid });

/** What a pull of marketplace orders brought: new, already there, and not takeable. */
export const pullResult = z.object({
  created: z.number(),
  existing: z.number(),
  skipped: z.number(),
});
export type PullResult = z.infer<typeof pullResult>;

export const lazadaConnectReply = z.object({ lazada_connect: z.boolean(), pulled: pullResult });
export const shopeeConnectReply = z.object({ shopee_connect: z.boolean(), pulled: pullResult });
export const lazadaDisconnectReply = z.object({ lazada_connect: z.boolean() });
export const shopeeDisconnectReply = z.object({ shopee_connect: z.boolean() });
export const syncBody = z.strictObject({ uid: callerUid });
