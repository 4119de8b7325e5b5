import '@convene/ui/globals.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './routes/router';

// Toasts follow data loads, so the toaster can arrive after the first page has rendered.
const Toaster = lazy(() =>
  import('@convene/ui/components/toaster').then(({ Toaster }) => ({ default: Toaster })),
);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={createRouter()} />
    <Suspense>
      <Toaster />
    </Suspense>
  </StrictMode>,
);
