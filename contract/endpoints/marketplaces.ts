import { z } from 'zod';
import { routes } from '../routes';
import * as mkt from '../schemas/marketplaces';
import { shopIn } from './access';
import { area } from './types';

/** Marketplace connections (Lazada, Shopee) and pulling their orders. */
export const marketplaceEndpoints = area({
  lazadaLoginLink: {
    ...routes.lazadaLoginLink,
    summary:
      "Lazada's authorisation address for the caller, with a fresh OAuth state; its orders will come into the shop",
    query: mkt.loginLinkQuery,
    data: mkt.loginLink,
    shop: [shopIn('query')],
  },
  lazadaConnect: {
    ...routes.lazadaConnect,
    summary:
      "Connects the caller's Lazada seller with the returned code (the state must be the caller's, unused, fresh), then pulls its orders",
    body: mkt.lazadaConnectBody,
    data: mkt.lazadaConnectReply,
    // The shop is the one the state was made for, checked against the caller.
    shop: 'none',
  },
  lazadaDisconnect: {
    ...routes.lazadaDisconnect,
    summary: "Disconnects the caller's Lazada seller; its tokens are forgotten",
    body: mkt.disconnectBody,
    data: mkt.lazadaDisconnectReply,
    shop: 'none',
  },
  shopeeLoginLink: {
    ...routes.shopeeLoginLink,
    summary:
      "Shopee's authorisation address for the caller, with a fresh OAuth state; its orders will come into the shop",
    query: mkt.loginLinkQuery,
    data: mkt.loginLink,
    shop: [shopIn('query')],
  },
  shopeeConnect: {
    ...routes.shopeeConnect,
    summary:
      "Connects the caller's Shopee shop with the returned code and shop id (the state must be the caller's, unused, fresh), then pulls its orders",
    body: mkt.shopeeConnectBody,
    data: mkt.shopeeConnectReply,
    shop: 'none',
  },
  shopeeDisconnect: {
    ...routes.shopeeDisconnect,
    summary: "Disconnects the caller's Shopee shop; its tokens are forgotten",
    body: mkt.disconnectBody,
    data: mkt.shopeeDisconnectReply,
    shop: 'none',
  },
  marketplaceSync: {
    ...routes.marketplaceSync,
    summary:
      "Pulls the orders of the caller's connected marketplaces into their shops as drafts, each once",
    body: mkt.syncBody,
    data: mkt.pullResult,
    shop: 'none',
  },
  marketplaceLog: {
    ...routes.marketplaceLog,
    summary:
      "The shop's marketplace sync log, newest first: each pull, token refresh, shipping confirmation and stock push with its result, counts and the platform's error",
    query: mkt.syncLogQuery,
    data: z.array(mkt.syncLogRow),
    shop: [shopIn('query')],
  },
  marketplaceLogRetry: {
    ...routes.marketplaceLogRetry,
    summary: 'Sends a failed job of the sync log again (the shop must be the caller’s)',
    body: mkt.syncRetryBody,
    data: mkt.syncLogRow,
    // The entry's shop is checked against the caller's by server/domain/marketplaceSync.ts.
    shop: 'none',
  },
  marketplaceConnections: {
    ...routes.marketplaceConnections,
    summary:
      "The shop's marketplace connections: seller, whether the owner must connect again, last pull",
    query: mkt.connectionsQuery,
    data: z.array(mkt.connectionRow),
    shop: [shopIn('query')],
  },
});
