import type { FastifyRequest } from 'fastify';
import { assertSelf } from '../auth/access';
import { connect, disconnect, loginLink, syncAll } from '../domain/marketplaces';
import { marketplaceDrivers, type MarketplaceDriver } from '../integrations/marketplace';
import { TokenBox } from '../integrations/tokenBox';
import { defineHandlers, type Deps } from '../registry';

/** The app's order list, where the marketplaces return (spec part 2 §2.4). */
const RETURN_PATH = '/order-list';

/** Marketplace connections: login links, connect, disconnect, pull orders. */
export function marketplaceHandlers({ db, config, events }: Deps) {
  const drivers = marketplaceDrivers(config.marketplaces);
  let box: Promise<TokenBox> | undefined;
  const tokens = () => (box ??= TokenBox.open(db, config.marketplaces?.tokenKey));
  // The sandbox returns to this portal as the browser reached it; a real marketplace to the
  // address registered with it (PUBLIC_URL).
  const returnTo = (driver: MarketplaceDriver, req: FastifyRequest) =>
    driver.sandbox
      ? `${req.protocol}://${req.headers.host}${RETURN_PATH}`
      : `${config.publicUrl ?? ''}${RETURN_PATH}`;

  return defineHandlers({
    lazadaLoginLink: async ({ caller, query, req }) => ({
      url: await loginLink(
        db,
        drivers.lazada,
        caller.id,
        query.shop_id,
        returnTo(drivers.lazada, req),
      ),
    }),
    shopeeLoginLink: async ({ caller, query, req }) => ({
      url: await loginLink(
        db,
        drivers.shopee,
        caller.id,
        query.shop_id,
        returnTo(drivers.shopee, req),
      ),
    }),
    lazadaConnect: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      const r = await connect(db, events, await tokens(), drivers.lazada, caller, body);
      return { lazada_connect: r.connected, pulled: r.pulled };
    },
    shopeeConnect: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      const r = await connect(db, events, await tokens(), drivers.shopee, caller, {
        ...body,
        shopee_shop_id: String(body.shopee_shop_id),
      });
      return { shopee_connect: r.connected, pulled: r.pulled };
    },
    lazadaDisconnect: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      return { lazada_connect: await disconnect(db, 'lazada', caller) };
    },
    shopeeDisconnect: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      return { shopee_connect: await disconnect(db, 'shopee', caller) };
    },
    marketplaceSync: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      return syncAll(db, events, await tokens(), drivers, caller);
    },
  });
}
