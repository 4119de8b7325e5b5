import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { importWithReload } from '../lib/lazy-reload';
import { RootLayout } from './root-layout';
import { PublicLayout } from './public-layout';
import { RouteGate } from './route-gate';

interface Preload {
  /** Starts downloading the route's page module before the page renders. */
  load?: () => Promise<unknown>;
}

type AppRoute = RouteObject & Preload & { children?: AppRoute[] };

/** What a lazy route adds to its table entry. */
type PageRoute = Pick<RouteObject, 'element'> & Required<Preload>;

/**
 * A page module (default export) fetched on first visit. The browser's address already names the
 * destination when the page renders, so a reload after a failed download lands there.
 */
function lazyPage<Props extends object>(
  importer: () => Promise<{ default: ComponentType<Props> }>,
): { Page: LazyExoticComponent<ComponentType<Props>>; load: () => Promise<unknown> } {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const load = () =>
    (loading ??= importWithReload(importer, {
      storage: window.sessionStorage,
      reload: () => window.location.reload(),
    }));
  return { Page: lazy(load), load };
}

function page(importer: () => Promise<{ default: ComponentType }>): PageRoute {
  const { Page, load } = lazyPage(importer);
  return { element: <Page />, load };
}

/** The route table of SPEC section 2. */
export const routes: AppRoute[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, ...page(() => import('../pages/landing')) },
          { path: 'pricing', ...page(() => import('../pages/pricing')) },
          {
            path: 'solutions/ai-scrum-manager',
            ...page(() => import('../pages/ai-scrum-manager')),
          },
          { path: 'privacy-policy', ...page(() => import('../pages/privacy-policy')) },
          { path: 'terms-and-conditions', ...page(() => import('../pages/terms-and-conditions')) },
          {
            element: <RouteGate access="signed-out" />,
            // Hosted widgets (Clerk) keep their own steps under the path, e.g. /login/factor-one.
            children: [
              { path: 'login/*', ...page(() => import('../pages/login')) },
              { path: 'register/*', ...page(() => import('../pages/register')) },
              { path: 'forgot-password', ...page(() => import('../pages/forgot-password')) },
            ],
          },
          { path: 'reset-password', ...page(() => import('../pages/reset-password')) },
          { path: '*', ...page(() => import('../pages/not-found')) },
        ],
      },
      {
        element: <RouteGate access="signed-in" />,
        children: [
          {
            ...page(() => import('./signed-in-layout')),
            children: [
              { path: 'dashboard', ...page(() => import('../pages/dashboard')) },
              { path: 'agents', ...page(() => import('../pages/agents/agents')) },
              { path: 'agents/create', ...page(() => import('../pages/agents/create-agent')) },
              {
                path: 'agents/:agentId/edit',
                ...page(() => import('../pages/agents/edit-agent')),
              },
              { path: 'agent-test', ...page(() => import('../pages/agent-test/agent-test')) },
              { path: 'bots', ...page(() => import('../pages/bots/bots')) },
              { path: 'bots/create', ...page(() => import('../pages/bots/create-bot')) },
              { path: 'bot/:botId', ...page(() => import('../pages/bots/bot-detail')) },
              { path: 'calendar', ...page(() => import('../pages/calendar/calendar')) },
              { path: 'billing', ...page(() => import('../pages/billing/billing')) },
              { path: 'admin', ...page(() => import('../pages/admin/admin')) },
              {
                path: 'organizations',
                ...page(() => import('../pages/organisations/organizations')),
              },
              { path: 'workflows/*', ...page(() => import('../pages/workflows/workflows')) },
              { path: 'templates', ...page(() => import('../pages/templates/templates')) },
              { path: 'settings', ...page(() => import('../pages/settings/settings')) },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The page for the current address. Every page module the address matches (a layout and its page)
 * starts downloading at once rather than one after the other as each renders.
 */
export function AppRoutes() {
  const location = useLocation();
  for (const { route } of matchRoutes(routes, location) ?? []) {
    // A failure shows when the page renders (lazy throws it); starting early only saves time.
    route.load?.().catch(() => {});
  }
  return useRoutes(routes, location);
}
