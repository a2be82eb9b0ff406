import { z } from 'zod';
import { routes } from '../routes';
import { emptyQuery } from '../schemas/common';
import * as keys from '../schemas/apiKeys';
import { area } from './types';

/**
 * The caller's API keys (any signed-in user; staff's keys reach every shop, a shop user's
 * only their own). Cookie-only, as contract/routes.ts says: a key never makes, lists or
 * revokes keys.
 */
export const apiKeyEndpoints = area({
  apiKeys: {
    ...routes.apiKeys,
    summary:
      "The caller's API keys, newest first: name, first characters, read-only, created, last used (time and address, recorded at most once a minute), revoked",
    query: emptyQuery,
    data: z.array(keys.apiKeyRow),
    shop: 'none',
  },
  apiKeyCreate: {
    ...routes.apiKeyCreate,
    summary:
      'Creates an API key of the caller, read-only if asked; the reply is the only time the key is given (the server keeps its SHA-256 hash); at most 20 keys not revoked',
    body: keys.apiKeyCreateBody,
    data: keys.apiKeyCreated,
    shop: 'none',
  },
  apiKeyRevoke: {
    ...routes.apiKeyRevoke,
    summary:
      "Revokes one of the caller's API keys: refused from the next request on; another user's key is 404",
    body: keys.apiKeyRevokeBody,
    data: keys.apiKeyRevoked,
    shop: 'none',
  },
});
