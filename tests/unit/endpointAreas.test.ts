import { describe, expect, it } from 'vitest';
import { endpoints } from '../../contract/endpoints';
import { accountEndpoints, authEndpoints } from '../../contract/endpoints/accounts';
import { apiKeyEndpoints } from '../../contract/endpoints/apiKeys';
import { bookingEndpoints } from '../../contract/endpoints/bookings';
import { floorEndpoints } from '../../contract/endpoints/floor';
import { inventoryEndpoints } from '../../contract/endpoints/inventory';
import { lookupEndpoints } from '../../contract/endpoints/lookups';
import { marketplaceEndpoints } from '../../contract/endpoints/marketplaces';
import {
  fulfilmentEndpoints,
  orderEndpoints,
  orderPickEndpoints,
} from '../../contract/endpoints/orders';
import { productEndpoints } from '../../contract/endpoints/products';
import { productSetEndpoints } from '../../contract/endpoints/productSets';
import { reportEndpoints } from '../../contract/endpoints/reports';
import { savedViewEndpoints } from '../../contract/endpoints/savedViews';
import { menuEndpoints, shellEndpoints } from '../../contract/endpoints/shell';
import { userEndpoints } from '../../contract/endpoints/users';
import { webhookEndpoints } from '../../contract/endpoints/webhooks';
import { routes } from '../../contract/routes';

// The endpoint table is joined from one part per area: a key written in two parts would
// silently keep only the later one.
const parts = {
  authEndpoints,
  shellEndpoints,
  lookupEndpoints,
  productEndpoints,
  menuEndpoints,
  accountEndpoints,
  apiKeyEndpoints,
  savedViewEndpoints,
  userEndpoints,
  inventoryEndpoints,
  productSetEndpoints,
  orderEndpoints,
  marketplaceEndpoints,
  orderPickEndpoints,
  fulfilmentEndpoints,
  floorEndpoints,
  bookingEndpoints,
  reportEndpoints,
  webhookEndpoints,
};

describe('the endpoint table, joined from its areas', () => {
  it('holds every key of every area once, and every route of the contract', () => {
    const seen = new Map<string, string>();
    for (const [part, table] of Object.entries(parts)) {
      for (const key of Object.keys(table)) {
        expect(seen.get(key), `${key} in ${part}`).toBeUndefined();
        seen.set(key, part);
      }
    }
    expect([...seen.keys()].sort()).toEqual(Object.keys(endpoints).sort());
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(routes).sort());
  });
});
