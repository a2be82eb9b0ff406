import type { BodyOf, QueryOf } from '../../../contract/endpoints';
import { MAILBOX_KEY_HEADER } from '../../../contract/enums';
import { api } from '../http';
import { storeSession } from '../session';

const opts = (signal?: AbortSignal) => ({ signal });

/**
 * Account calls: registration and its registry checks, the national digital ID, the first
 * sign-in, passwords and e-mailed links, the profile and the development mailbox. Each
 * answers the reply's `data`; a refused call throws the http client's HttpError.
 */
export const accountCalls = {
  /** Registers a company or individual; answers the e-mail and the generated password. */
  async register(body: BodyOf<'register'>) {
    return (await api('register', { body })).data;
  },
  async checkJuristic(body: BodyOf<'checkJuristic'>) {
    return (await api('checkJuristic', { body })).data;
  },
  async checkIdCard(body: BodyOf<'checkIdCard'>) {
    return (await api('checkIdCard', { body })).data;
  },
  async checkPassport(body: BodyOf<'checkPassport'>) {
    return (await api('checkPassport', { body })).data;
  },
  /** Where the national digital ID's authorization page is and how to return from it. */
  async ndidConfig() {
    return (await api('ndidConfig')).data;
  },
  /** Exchanges the national digital ID's one-time code for the Thai ID data. */
  async ndidData(body: BodyOf<'ndidData'>) {
    return (await api('ndidData', { body })).data;
  },
  async firstChangePassword(body: BodyOf<'firstChangePassword'>) {
    return (await api('firstChangePassword', { body })).data;
  },
  /** The first sign-in's identity document (multipart); answers the new session. */
  async uploadIdentityDoc(form: FormData) {
    return (await api('uploadIdentityDoc', { form })).data;
  },
  async forgotPassword(body: BodyOf<'forgotPassword'>) {
    return (await api('forgotPassword', { body })).data;
  },
  async resetPassword(body: BodyOf<'resetPassword'>) {
    return (await api('resetPassword', { body })).data;
  },
  async verifyEmail(body: BodyOf<'verifyEmail'>) {
    return (await api('verifyEmail', { body })).data;
  },
  /** Whether an e-mailed link still works, and its expiry. */
  async checkLink(query: QueryOf<'checkLink'>, signal?: AbortSignal) {
    return (await api('checkLink', { query, ...opts(signal) })).data;
  },
  async changePassword(body: BodyOf<'changePassword'>) {
    return (await api('changePassword', { body })).data;
  },
  /** The caller's own user info, or null. */
  async getProfile(signal?: AbortSignal) {
    return (await api('profile', opts(signal))).data[0] ?? null;
  },
  async updateProfile(body: BodyOf<'profileUpdate'>) {
    return (await api('profileUpdate', { body })).data;
  },
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
