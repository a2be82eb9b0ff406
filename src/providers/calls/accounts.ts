import type { BodyOf, EndpointKey, QueryOf } from '../../../contract/endpoints';
import { MAILBOX_KEY_HEADER } from '../../../contract/enums';
import { api } from '../http';
import { storeSession } from '../session';

const opts = (signal?: AbortSignal) => ({ signal });

/** A call that sends its body and answers the reply's `data`. */
const sendBody =
  <K extends EndpointKey>(key: K) =>
  async (body: BodyOf<K>) =>
    (await api(key, { body })).data;

/**
 * Account calls: registration and its registry checks, the national digital ID, the first
 * sign-in, passwords and e-mailed links, the profile and the development mailbox. Each
 * answers the reply's `data`; a refused call throws the http client's HttpError.
 */
export const accountCalls = {
  /** Registers a company or individual; answers the e-mail and the generated password. */
  register: sendBody('register'),
  checkJuristic: sendBody('checkJuristic'),
  checkIdCard: sendBody('checkIdCard'),
  checkPassport: sendBody('checkPassport'),
  /** Where the national digital ID's authorization page is and how to return from it. */
  async ndidConfig() {
    return (await api('ndidConfig')).data;
  },
  /** Exchanges the national digital ID's one-time code for the Thai ID data. */
  ndidData: sendBody('ndidData'),
  firstChangePassword: sendBody('firstChangePassword'),
  /** The first sign-in's identity document (multipart); answers the new session. */
  async uploadIdentityDoc(form: FormData) {
    return (await api('uploadIdentityDoc', { form })).data;
  },
  forgotPassword: sendBody('forgotPassword'),
  resetPassword: sendBody('resetPassword'),
  verifyEmail: sendBody('verifyEmail'),
  /** Whether an e-mailed link still works, and its expiry. */
  async checkLink(query: QueryOf<'checkLink'>, signal?: AbortSignal) {
    return (await api('checkLink', { query, ...opts(signal) })).data;
  },
  changePassword: sendBody('changePassword'),
  /** The caller's own user info, or null. */
  async getProfile(signal?: AbortSignal) {
    return (await api('profile', opts(signal))).data[0] ?? null;
  },
  updateProfile: sendBody('profileUpdate'),
  /** Reads the caller's session again and keeps it (name, phone, menus or shops may have changed). */
  async refreshSession() {
    const { data } = await api('session');
    storeSession(data);
    return data;
  },
  /** The development mailbox: the newest messages, to one address when given; its key. */
  async devMailbox(query: QueryOf<'devMailbox'>, key: string, signal?: AbortSignal) {
    return (
      await api('devMailbox', { query, headers: { [MAILBOX_KEY_HEADER]: key }, ...opts(signal) })
    ).data;
  },
};
