import { useSyncExternalStore } from 'react';
import { i18nProvider } from '../providers/i18nProvider';

/**
 * Whether the portal can reach its server. The server is the only writer of stock, orders and
 * everything else: without it nothing can be saved, and the portal says so (OfflineBanner).
 *
 * Offline is either the browser saying it has no network (`navigator.onLine` false, the
 * 'offline' event) or a call to the API failing with a network error while the browser
 * believes it is online (Wi-Fi without a way out, the server unreachable). The second clears
 * at the next answer from the server, whatever its status, or the 'online' event.
 */

/** How often the server is asked again while it is unreachable and the browser is online. */
const PROBE_MS = 15_000;

let unreachable = false;
let probe: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

function setUnreachable(value: boolean) {
  if (unreachable === value) return;
  unreachable = value;
  clearInterval(probe);
  probe = undefined;
  if (value) probe = setInterval(askServer, PROBE_MS);
  emit();
}

/** The browser's own fetch, before `watchConnection` wraps it. */
let networkFetch = fetch;

/** Any answer (a 404 too) means the server is reachable again. */
function askServer() {
  if (!navigator.onLine) return;
  networkFetch('/api/', { method: 'HEAD', cache: 'no-store' }).then(
    () => setUnreachable(false),
    () => undefined,
  );
}

function isApiCall(input: RequestInfo | URL) {
  try {
    const url = input instanceof Request ? input.url : String(input);
    return new URL(url, window.location.href).pathname.startsWith('/api/');
  } catch {
    // Not an address: fetch itself refuses it.
    return false;
  }
}

/**
 * Listens for the browser's online and offline events and notes the API calls' network
 * errors: `fetch` is wrapped once, passing every call and its answer on unchanged. An API
 * call's network error stays a TypeError, with react-admin's "offline" message in place of
 * the browser's English one ('Failed to fetch'), which a screen's notification shows. Aborted
 * calls (a screen left, a search replaced) are not network errors.
 */
export function watchConnection() {
  window.addEventListener('online', () => {
    setUnreachable(false);
    emit();
  });
  window.addEventListener('offline', emit);
  const browserFetch = window.fetch.bind(window);
  networkFetch = browserFetch;
  window.fetch = (input, init) => {
    const call = browserFetch(input, init);
    if (!isApiCall(input)) return call;
    return call.then(
      (response) => {
        setUnreachable(false);
        return response;
      },
      (error: unknown) => {
        if (!(error instanceof TypeError)) throw error;
        setUnreachable(true);
        throw new TypeError(i18nProvider.translate('ra.notification.offline'), { cause: error });
      },
    );
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isOffline = () => !navigator.onLine || unreachable;

/** True while the browser is offline or the server cannot be reached. */
export const useOffline = () => useSyncExternalStore(subscribe, isOffline);
