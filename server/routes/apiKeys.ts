import { createApiKey, listApiKeys, revokeApiKey } from '../domain/apiKeys';
import { defineHandlers, type Deps } from '../registry';

/** The caller's own API keys (cookie-only endpoints: a key never reaches them). */
export function apiKeyHandlers({ db }: Deps) {
  return defineHandlers({
    apiKeys: async ({ caller }) => listApiKeys(db, caller.id),
    apiKeyCreate: async ({ caller, body }) => createApiKey(db, caller.id, body),
    apiKeyRevoke: async ({ caller, body }) => revokeApiKey(db, caller.id, body.id),
  });
}
