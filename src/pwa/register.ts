/**
 * The service worker that vite-plugin-pwa builds (vite.config.ts): it keeps the portal's shell
 * so the installed app opens without a connection; API calls always go to the server.
 */
const SERVICE_WORKER = `${import.meta.env.BASE_URL}sw.js`;

/**
 * Registers the service worker once the page has loaded, so its downloads never compete with
 * the first screen's (the browser checks for a newer worker at each registration and
 * navigation). Only in the built app: the development server has none. A failed registration
 * leaves the portal as it is, working online.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(SERVICE_WORKER, { scope: import.meta.env.BASE_URL })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
