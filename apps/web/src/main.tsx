import '@convene/ui/globals.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { followColourScheme } from './lib/colour-scheme';
import { AppRoutes } from './routes/router';

followColourScheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

/*
 * The declarative router: the data router's loaders, actions and fetchers would add some 17 kB
 * to every page, and the app loads its data with TanStack Query instead.
 */
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
