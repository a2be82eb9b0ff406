import { readFileSync } from 'node:fs';
import { en } from '../i18n/en';
import { th } from '../i18n/th';
import { SESSION_COOKIE } from './auth/session';

/**
 * The prose of the OpenAPI document (`/api/docs`): how a program signs its calls, what errors
 * and limits look like, and how a webhook's signature is checked. Menu names are read from the
 * catalogues, so the way to a key reads as the portal shows it.
 */

const keyPathEn = `the profile menu (your name, top right) → “${en.app.shell.developer}” → “${en.app.developer.tab_keys}” → “${en.app.developer.create}”`;
const keyPathTh = `เมนูโปรไฟล์ (ชื่อของคุณ มุมขวาบน) → “${th.app.shell.developer}” → “${th.app.developer.tab_keys}” → “${th.app.developer.create}”`;

export const bearerDescription = [
  `An API key of a portal user. Make one in the portal: ${keyPathEn}. ` +
    'The key is shown once; send it as `Authorization: Bearer <key>`. ' +
    "A call with a key acts as the key's user, on that user's shops only; a read-only key may only make GET calls. " +
    'A revoked key is refused from its next request.',
  `คีย์ API ของผู้ใช้ระบบ สร้างได้ในระบบ: ${keyPathTh} ` +
    'ระบบแสดงคีย์เพียงครั้งเดียว ส่งคีย์ในส่วนหัว `Authorization: Bearer <คีย์>` ' +
    'คำสั่งที่ใช้คีย์ทำงานในนามของผู้ใช้เจ้าของคีย์ และเฉพาะร้านค้าของผู้ใช้นั้น คีย์แบบอ่านอย่างเดียวเรียกได้เฉพาะคำสั่ง GET ' +
    'คีย์ที่ถูกยกเลิกจะใช้ไม่ได้ตั้งแต่คำขอถัดไป',
].join('\n\n');

export const sessionDescription = `The portal's own pages: the session cookie \`${SESSION_COOKIE}\` set by auth-login. Calls that change state (POST, PUT, DELETE) with the cookie also need an \`Origin\` header of the portal itself or of \`ALLOWED_ORIGINS\`.`;

/**
 * The snippet of "Verifying a signature": the example client's own function
 * (clients/typescript/webhooks.ts), Node's crypto alone, from its import on.
 */
export const verifySnippet = (() => {
  const file = readFileSync(new URL('../clients/typescript/webhooks.ts', import.meta.url), 'utf8');
  return file.slice(file.indexOf('import ')).trim();
})();

export const apiDescription = `Every call is \`/api/<name>\`; every reply but a file is \`{code, message, data}\` with \`code\` equal to the HTTP status. Unknown keys in a query or body are refused (400). A developer's guide with a curl walkthrough is \`docs/public-api.md\` in the portal's source; a TypeScript client generated from this document is \`clients/typescript/\`.

## Calling with an API key

A shop's own program (its web store, its accounting) calls the same endpoints as the portal's pages, with an API key instead of the session: \`Authorization: Bearer <key>\`. Keys are made in the portal: ${keyPathEn} (${keyPathTh}). A call with a key:

- acts as the key's user, within that user's shops (another shop's \`shop_id\` is 403) and the menus of that user's role;
- with a read-only key, may only be a GET (anything else is 403);
- needs no \`Origin\` header;
- is refused (403) by the calls marked *Portal pages only* below: signing in, the account, passwords, the API keys themselves, user and role administration, live notifications.

Try a call here: **Authorize**, paste the key under \`bearerAuth\`, then **Try it out**.

## Errors

An error is \`{code, message}\` with \`code\` the HTTP status and \`message\` a Thai text for a person to read; a refused input (400) also has \`errors\`, the Thai message of each field at fault: \`{"code":400,"message":"ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง","errors":{"shop_id":"ค่าไม่ถูกต้อง"}}\`. The statuses: 400 invalid input, 401 no valid key or session, 403 not allowed (a read-only key, another shop, a portal-only call), 404 missing, 409 duplicate, 413 too large, 429 too many requests, 500 the server's fault, 503 the database unreachable for a moment (\`Retry-After\`).

## Rate limits

Each key may make 600 requests a minute (the server's \`API_KEY_LIMIT_PER_KEY\` and \`API_KEY_LIMIT_WINDOW_MS\` may set another); past that the answer is 429 with \`Retry-After\`, the seconds until the window ends.

## Webhooks

A shop's program can be told when something happens to the shop instead of asking again and again. Register an HTTPS address with \`webhook-createendpoint\` (or in the portal, on the same page as the keys) and the events it wants; the reply carries the address's signing secret, given only then. The events and their payloads, \`{id, type, created_at, shop_id, data}\`, are under **Webhooks** below; \`webhook-sendtestevent\` sends a \`ping\` at once.

Answer any 2xx within 10 seconds. Another answer, or none, is tried again with growing waits (about ten more tries, the last some 17 to 34 hours after the first); an address whose deliveries have all failed for a day is switched off, and the shop is told why (switch it on again with \`webhook-updateendpoint\`). \`webhook-getdeliveries\` lists each delivery with the receiver's latest answer, and \`webhook-resenddelivery\` sends a delivered or failed one again. The same event may arrive more than once: its \`id\` (also the header \`x-fulfilment-event-id\`) stays the same, so keep the ids you have handled.

## Verifying a signature

Each delivery carries \`x-fulfilment-timestamp\` (Unix seconds) and \`x-fulfilment-signature: sha256=<hex>\`, the HMAC-SHA256, keyed with the address's signing secret, of \`<timestamp>.<body>\` (the timestamp, a dot, then the raw body as sent). Compute it over the raw bytes, compare in constant time, and refuse an old timestamp:

\`\`\`ts
${verifySnippet}
\`\`\`
`;
