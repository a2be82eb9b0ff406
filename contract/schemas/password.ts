import { z } from 'zod';
import { DOC_TYPE, USER_TYPE } from '../enums';
import { PASSWORD_MAX, PASSWORD_MIN } from '../limits';
import { messages, queryId } from './common';

/** Messages are keys of i18n/th.ts (`validation.password.*`): the server and the app translate them. */
const m = messages('password');

/** Identity document types a user type may attach at first sign-in (spec part 1 §5, §9). */
export function docTypesFor(userTypeId: number): number[] {
  if (userTypeId === USER_TYPE.COMPANY) return [DOC_TYPE.VAT_CERTIFICATE];
  if (userTypeId === USER_TYPE.INDIVIDUAL) return [DOC_TYPE.ID_CARD, DOC_TYPE.PASSPORT];
  return [];
}

/** Accepted identity document files, judged by content on the server. */
export const IDENTITY_DOC_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const IDENTITY_DOC_FILE = 'file';

/** Lifetimes of the e-mailed links. */
export const RESET_LINK_TTL_MS = 30 * 60 * 1000;
export const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000;

const email = z
  .string(m('email_required'))
  .trim()
  .toLowerCase()
  .min(1, m('email_required'))
  .max(254, m('email_invalid'))
  .regex(/^[^\s@]+@[^\s@]+$/, m('email_invalid'));

const oldPassword = z
  .string(m('old_required'))
  .min(1, m('old_required'))
  .max(PASSWORD_MAX, m('old_wrong'));

/**
 * A new password: 8 to 128 characters with at least one letter (any script) and one digit.
 * Spaces count; nothing is trimmed.
 */
export const newPassword = z
  .string(m('new_required'))
  .min(1, m('new_required'))
  .min(PASSWORD_MIN, m('new_too_short'))
  .max(PASSWORD_MAX, m('new_too_long'))
  .regex(/\p{L}/u, m('new_letters_digits'))
  .regex(/\p{Nd}/u, m('new_letters_digits'));

const confirmPassword = z.string(m('confirm_required')).min(1, m('confirm_required'));

type Pair = { new_password: string; cf_new_password: string };
const matches = (v: Pair) => v.new_password === v.cf_new_password;
const mismatch = { path: ['cf_new_password'], ...m('mismatch') };
type WithOld = { old_password: string; new_password: string };
const differs = (v: WithOld) => v.old_password !== v.new_password;
const sameAsOld = { path: ['new_password'], ...m('same_as_old') };

/** The token of an e-mailed link (`auth_uid`): base64url of 32 random bytes. */
const linkToken = z
  .string(m('link_invalid'))
  .trim()
  .min(16, m('link_invalid'))
  .max(128, m('link_invalid'))
  .regex(/^[A-Za-z0-9_-]+$/, m('link_invalid'));

/** POST auth-firstchangepassword (public): the temporary password and the new one. */
export const firstChangeBody = z
  .strictObject({
    email,
    old_password: oldPassword,
    new_password: newPassword,
    cf_new_password: confirmPassword,
  })
  .refine(matches, mismatch)
  .refine(differs, sameAsOld);
export type FirstChangeBody = z.input<typeof firstChangeBody>;

/**
 * What the modal does next: upload a document of one of `doc_types` (shop users), or,
 * when no document is required (staff), sign in with the new password.
 */
export const firstChangeReply = z.object({
  document_required: z.boolean(),
  doc_types: z.array(z.number()),
});

/**
 * Text fields of POST upload-uploadidentitydoc (multipart, file field `file`).
 * `password` is the account's current (new) password: an addition to the spec's payload,
 * so that only the account's owner can upload and be signed in.
 */
export const identityDocFields = z.strictObject({
  email,
  password: z.string(m('password_required')).min(1, m('password_required')).max(PASSWORD_MAX),
  doctype: z
    .string(m('doctype_required'))
    .trim()
    .regex(/^[123]$/, m('doctype_required'))
    .transform(Number),
});

/** A user's identity document: the newest, or the one `doc_id` names. */
export const identityDocQuery = z.strictObject({ user_id: queryId, doc_id: queryId.optional() });

/** POST auth-forgotpassword (public). */
export const forgotBody = z.strictObject({ email });

/** POST auth-resetpassword (public): the link's token and the new password twice. */
export const resetBody = z
  .strictObject({
    auth_uid: linkToken,
    new_password: newPassword,
    cf_new_password: confirmPassword,
  })
  .refine(matches, mismatch);
export type ResetBody = z.input<typeof resetBody>;

/** POST auth-verifyemail (public). */
export const verifyBody = z.strictObject({ auth_uid: linkToken });

export const LINK_KINDS = ['verify_email', 'reset_password'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** GET auth-checklink (public): whether a link still works, so a page can say so up front. */
export const checkLinkQuery = z.strictObject({
  auth_uid: linkToken,
  kind: z.enum(LINK_KINDS, m('link_invalid')),
});
/** `expireIn`: the expiry in epoch milliseconds, null for an unknown link. */
export const checkLinkReply = z.object({ valid: z.boolean(), expireIn: z.number().nullable() });

/** POST auth-changepassword (signed in), spec part 3 §7. */
export const changePasswordBody = z
  .strictObject({
    email,
    uid: z.number(m('uid_invalid')).int(m('uid_invalid')).positive(m('uid_invalid')),
    old_password: oldPassword,
    new_password: newPassword,
    cf_new_password: confirmPassword,
    /** The read-only verification number of the modal (ID card, passport or tax id). */
    ident_number: z.string().trim().max(20).nullable().optional(),
  })
  .refine(matches, mismatch)
  .refine(differs, sameAsOld);
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** A link carried by an e-mail: `url` is absolute (PUBLIC_URL), `path` is within the app. */
export const mailLink = z.object({
  kind: z.string(),
  url: z.string(),
  path: z.string(),
  expireIn: z.number(),
});
export type MailLink = z.infer<typeof mailLink>;

/** GET dev-getmailbox (sandbox only): the newest outbox rows, optionally for one address. */
export const mailboxQuery = z.strictObject({ to: z.string().trim().max(254).optional() });
export const mailboxRow = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  /** Plain text only: the page never renders the HTML part. */
  text: z.string(),
  links: z.array(mailLink),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  error: z.string().nullable(),
});
export type MailboxRow = z.infer<typeof mailboxRow>;
