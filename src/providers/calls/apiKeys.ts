import { api } from '../http';

/** The signed-in user's API keys, for the shops' own programs (the developer screen). */
export const apiKeyCalls = {
  /** The caller's keys, newest first (never the keys themselves). */
  async listApiKeys() {
    return (await api('apiKeys')).data;
  },
  /** Creates a key; the reply carries the key itself, shown this once. */
  async createApiKey(name: string, readOnly: boolean) {
    return (await api('apiKeyCreate', { body: { name, read_only: readOnly } })).data;
  },
  /** Revokes one of the caller's keys: refused from the next request on. */
  async revokeApiKey(id: number) {
    return (await api('apiKeyRevoke', { body: { id } })).data;
  },
};
