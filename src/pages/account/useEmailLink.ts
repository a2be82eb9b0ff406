import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LinkKind } from '../../../contract/schemas/password';
import { api } from '../../providers/http';

export type LinkState = 'checking' | 'valid' | 'expired';

/** setTimeout's longest delay; a later expiry is re-checked when the page is reloaded. */
const MAX_DELAY = 2 ** 31 - 1;

/** The link's expiry from the query (epoch milliseconds), or null when absent or unreadable. */
function expiryOf(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

const firstState = (token: string, expireIn: number | null): LinkState =>
  !token || (expireIn !== null && Date.now() >= expireIn) ? 'expired' : 'checking';

/**
 * An e-mailed link (`?auth_uid=…&expireIn=…`, spec part 3 §2, §4): expired when now is at or
 * past expireIn; otherwise the server is asked whether the link still works (not used, not
 * replaced), and the page turns expired by itself when the expiry arrives.
 */
export function useEmailLink(kind: LinkKind) {
  const [params] = useSearchParams();
  const token = params.get('auth_uid')?.trim() ?? '';
  const queryExpiry = expiryOf(params.get('expireIn'));
  const [state, setState] = useState<LinkState>(() => firstState(token, queryExpiry));
  const [expireIn, setExpireIn] = useState<number | null>(queryExpiry);

  useEffect(() => {
    if (!token) return;
    let live = true;
    api('checkLink', { query: { auth_uid: token, kind } })
      .then((reply) => {
        if (!live) return;
        if (reply.data.expireIn !== null) {
          setExpireIn((q) =>
            q === null ? reply.data.expireIn : Math.min(q, reply.data.expireIn!),
          );
        }
        setState((s) => (s === 'expired' || !reply.data.valid ? 'expired' : 'valid'));
      })
      .catch((e: { status?: number }) => {
        if (!live) return;
        // A malformed token is a 400; a network failure leaves the decision to the submit.
        setState((s) => (s === 'expired' || e?.status === 400 ? 'expired' : 'valid'));
      });
    return () => {
      live = false;
    };
  }, [token, kind]);

  useEffect(() => {
    if (expireIn === null || state === 'expired') return;
    const timer = setTimeout(
      () => setState('expired'),
      Math.min(Math.max(expireIn - Date.now(), 0), MAX_DELAY),
    );
    return () => clearTimeout(timer);
  }, [expireIn, state]);

  return { token, state, expire: () => setState('expired') };
}
