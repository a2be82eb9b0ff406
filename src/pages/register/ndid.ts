import { NDID_SCOPE } from '../../../contract/schemas/register';
import { api } from '../../providers/http';
import { writeReg } from './registrationStorage';

/** A random state (128 bits, hex) to compare when the national digital ID sends the user back. */
function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends the browser to the national digital ID authorization page (spec part 1 §7):
 * response type code, the client id, a redirect back to the individual register route,
 * the scopes and a random state kept in session storage.
 */
export async function goToNdid(): Promise<void> {
  const { data } = await api('ndidConfig');
  const origin = window.location.origin;
  const state = randomState();
  const url = new URL(data.authorize_url, origin);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', data.client_id);
  url.searchParams.set('redirect_uri', data.redirect_uri ?? `${origin}${data.redirect_path}`);
  url.searchParams.set('scope', data.scope || NDID_SCOPE);
  url.searchParams.set('state', state);
  writeReg({ ndidState: state });
  window.location.assign(url.toString());
}
