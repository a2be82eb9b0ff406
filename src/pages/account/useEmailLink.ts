import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LinkKind } from '../../../contract/schemas/password';
import { useQuery } from '@tanstack/react-query';
import { usePortalData } from '../../providers/dataProvider';
import { failureOf } from '../../providers/apiErrors';

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
  const [expired, setExpired] = useState(() => firstState(token, queryExpiry) === 'expired');
  const dataProvider = usePortalData();
  const check = useQuery({
    queryKey: ['checkLink', kind, token],
    queryFn: ({ signal }) => dataProvider.checkLink({ auth_uid: token, kind }, signal),
    enabled: !expired,
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const serverExpiry = check.data?.expireIn ?? null;
  const expireIn =
    serverExpiry === null || queryExpiry === null
      ? (serverExpiry ?? queryExpiry)
      : Math.min(queryExpiry, serverExpiry);
  // A malformed token is a 400; a network failure leaves the decision to the submit.
  const refused = check.data?.valid === false || failureOf(check.error).status === 400;
  const state: LinkState = expired || refused ? 'expired' : check.isPending ? 'checking' : 'valid';

  useEffect(() => {
    if (expireIn === null || state === 'expired') return;
    const timer = setTimeout(
      () => setExpired(true),
      Math.min(Math.max(expireIn - Date.now(), 0), MAX_DELAY),
    );
    return () => clearTimeout(timer);
  }, [expireIn, state]);

  return { token, state, expire: () => setExpired(true) };
}
