import './zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/sarabun/thai-400.css';
import '@fontsource/sarabun/thai-600.css';
import '@fontsource/sarabun/latin-400.css';
import '@fontsource/sarabun/latin-600.css';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';

// A data router: forms can then ask before a navigation drops unsaved typing.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
