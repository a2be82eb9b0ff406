import { z } from 'zod';
import { routes } from '../routes';
import { emptyQuery } from '../schemas/common';
import { loginBody, sessionData } from '../schemas/auth';
import { UPLOAD_LIMIT } from '../limits';
import * as reg from '../schemas/register';
import * as pw from '../schemas/password';
import { area } from './types';

/**
 * Signing in and out, and the accounts: registration, registry checks, profile, passwords,
 * identity documents and e-mail links.
 */

/** Signing in and out, and the session (first in the table). */
export const authEndpoints = area({
  login: {
    ...routes.login,
    summary: 'Sign in with e-mail and password; sets the session cookie',
    body: loginBody,
    data: sessionData,
    shop: 'none',
  },
  logout: {
    ...routes.logout,
    summary: 'End the current session on the server',
    body: z.strictObject({}).optional(),
    data: z.null(),
    shop: 'none',
  },
  session: {
    ...routes.session,
    summary: 'The signed-in user, as the login reply (fresh shops and menu access)',
    query: emptyQuery,
    data: sessionData,
    shop: 'none',
  },
});

/** Registration, registry checks and profile; passwords, documents and e-mail links. */
export const accountEndpoints = area({
  // --- accounts: registration, registry checks, profile ---
  checkJuristic: {
    ...routes.checkJuristic,
    summary:
      'Company registry check of a 13-digit juristic number; 400 not found or already registered, 502 registry down',
    body: reg.juristicCheckBody,
    data: reg.juristicData,
    shop: 'none',
  },
  checkIdCard: {
    ...routes.checkIdCard,
    summary: 'Civil registry check of a Thai ID number; 400 not found or already registered',
    body: reg.idCardCheckBody,
    data: reg.idCardData,
    shop: 'none',
  },
  checkPassport: {
    ...routes.checkPassport,
    summary: 'Passport check; 400 not found or already registered',
    body: reg.passportCheckBody,
    data: reg.passportData,
    shop: 'none',
  },
  ndidConfig: {
    ...routes.ndidConfig,
    summary: 'Where the app sends a Thai individual to sign in with the national digital ID',
    query: emptyQuery,
    data: reg.ndidConfig,
    shop: 'none',
  },
  ndidData: {
    ...routes.ndidData,
    summary: 'Thai ID data for a one-time national digital ID code (single use, 10 minutes)',
    body: reg.ndidDataBody,
    data: reg.ndidData,
    shop: 'none',
  },
  register: {
    ...routes.register,
    summary:
      'Register a company or individual shop owner with a shop; answers the e-mail and a generated password',
    body: reg.registrationBody,
    data: reg.registrationData,
    shop: 'none',
  },
  profile: {
    ...routes.profile,
    summary: "The caller's own user info (data[0]); uid, if sent, must be the caller",
    query: reg.profileQuery,
    data: z.array(reg.userInfo),
    shop: 'none',
  },
  profileUpdate: {
    ...routes.profileUpdate,
    summary:
      "Update the caller's own profile (names, phones, addresses); e-mail, identity numbers, role and status are not accepted",
    body: reg.profileUpdateBody,
    data: reg.userInfo,
    shop: 'none',
  },
  // --- accounts: passwords, documents, e-mail links ---
  firstChangePassword: {
    ...routes.firstChangePassword,
    summary:
      'First sign-in: the temporary password and a new one; the account stays flagged until its identity document arrives',
    body: pw.firstChangeBody,
    data: pw.firstChangeReply,
    shop: 'none',
  },
  uploadIdentityDoc: {
    ...routes.uploadIdentityDoc,
    summary:
      'First sign-in: identity document (.pdf/.doc/.docx by content) with email, the new password and doctype; clears the flag and signs in',
    body: pw.identityDocFields,
    multipart: { files: [pw.IDENTITY_DOC_FILE], maxFileSize: UPLOAD_LIMIT },
    data: sessionData,
    shop: 'none',
  },
  identityDoc: {
    ...routes.identityDoc,
    summary:
      "A user's newest identity document, to its owner and to staff whose role has the user menu",
    query: pw.identityDocQuery,
    data: z.unknown(),
    reply: 'file',
    shop: 'none',
  },
  forgotPassword: {
    ...routes.forgotPassword,
    summary: 'E-mail a reset link (30 min); 404 for an unknown address; rate-limited',
    body: pw.forgotBody,
    data: z.null(),
    shop: 'none',
  },
  resetPassword: {
    ...routes.resetPassword,
    summary: 'Set a new password with a reset link (once); ends every session of the user',
    body: pw.resetBody,
    data: z.null(),
    shop: 'none',
  },
  verifyEmail: {
    ...routes.verifyEmail,
    summary: 'Mark the e-mail address verified with a verify link (once)',
    body: pw.verifyBody,
    data: z.null(),
    shop: 'none',
  },
  checkLink: {
    ...routes.checkLink,
    summary: 'Whether an e-mailed link still works, and its expiry',
    query: pw.checkLinkQuery,
    data: pw.checkLinkReply,
    shop: 'none',
  },
  changePassword: {
    ...routes.changePassword,
    summary: "Change the caller's password; ends the caller's other sessions",
    body: pw.changePasswordBody,
    data: z.null(),
    shop: 'none',
  },
  devMailbox: {
    ...routes.devMailbox,
    summary:
      'Sandbox e-mail only (MAIL_SANDBOX=true): the newest 50 outbox messages, to a request from this machine carrying the key printed at start in the x-mailbox-key header; 404 otherwise',
    query: pw.mailboxQuery,
    data: z.array(pw.mailboxRow),
    shop: 'none',
  },
});
