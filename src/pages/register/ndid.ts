import type { DataOf } from '../../../contract/endpoints';
import { NDID_SCOPE } from '../../../contract/schemas/register';
import { writeReg } from './registrationStorage';

/** A random state (128 bits, hex) to compare when the national digital ID sends the user back. */
function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The national digital ID authorization address (spec part 1 §7): response type code, the
 * client id, a redirect back to the individual register route, the scopes and a random
 * state, kept in session storage to compare when the user comes back.
 */
export function ndidAuthorizeUrl(data: DataOf<'ndidConfig'>): string {
  const origin = window.location.origin;
  const state = randomState();
  const url = new URL(data.authorize_url, origin);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', data.client_id);
  url.searchParams.set('redirect_uri', data.redirect_uri ?? `${origin}${data.redirect_path}`);
  url.searchParams.set('scope', data.scope || NDID_SCOPE);
  url.searchParams.set('state', state);
  writeReg({ ndidState: state });
  return url.toString();
}
