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
});
