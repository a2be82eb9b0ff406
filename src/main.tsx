import './zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/sarabun/thai-400.css';
import '@fontsource/sarabun/thai-600.css';
import '@fontsource/sarabun/latin-400.css';
import '@fontsource/sarabun/latin-600.css';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App, preloadRoute } from './App';
import { OfflineBanner } from './pwa/OfflineBanner';
import { watchConnection } from './pwa/connection';
import { registerServiceWorker } from './pwa/register';

/**
 * How long the first render waits for the first screen's chunks: from the browser's cache they
 * arrive well within it, and the screen is then drawn at once instead of after a spinner.
 */
const FIRST_SCREEN_WAIT_MS = 300;

// A data router: forms can then ask before a navigation drops unsaved typing.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

// The installed app: its shell kept for opening without a connection, and the bar that says
// when there is none (nothing can be saved until the server is reached again).
watchConnection();
registerServiceWorker();

const render = () =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <RouterProvider router={router} />
      <OfflineBanner />
    </StrictMode>,
  );

// A chunk that fails here is asked for again by its screen, which then shows the error.
void Promise.race([
  preloadRoute(window.location.pathname).catch(() => undefined),
  new Promise((done) => setTimeout(done, FIRST_SCREEN_WAIT_MS)),
]).then(render);
