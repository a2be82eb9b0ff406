import { api } from '../http';

/** Address calls beyond the cascade's lookups: the sub-districts a postcode serves. */
export const addressCalls = {
  async postcodePlaces(postcode: string, signal?: AbortSignal) {
    return (await api('postcodePlaces', { query: { postcode }, signal })).data;
  },
};
