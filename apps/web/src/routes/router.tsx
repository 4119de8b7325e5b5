import { createBrowserRouter, createPath, type RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';
import { importWithReload } from '../lib/lazy-reload';
import { RootLayout } from './root-layout';
import { PublicLayout } from './public-layout';
import { RouteGate } from './route-gate';
import type { ComingSoonHandle } from '../pages/coming-soon-handle';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The data router changes the URL only once the page's module has loaded, so a plain reload would
 * land back on the previous page: load the page being navigated to instead.
 */
function reloadAtDestination(): void {
  const pending = router?.state.navigation.location;
  window.location.assign(pending ? createPath(pending) : window.location.href);
}

/** A route whose page module (default export) is fetched on first visit. */
function page(importer: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const module = await importWithReload(importer, {
        storage: window.sessionStorage,
        reload: reloadAtDestination,
      });
      return { Component: module.default };
    },
  };
}

/** Signed-in pages whose feature issue has not landed: they say so instead of pretending. */
function comingSoon(feature: string): Pick<RouteObject, 'handle' | 'lazy'> {
  return {
    handle: { feature } satisfies ComingSoonHandle,
    ...page(() => import('../pages/coming-soon')),
  };
}

/** The first page's module is still on its way; its own chunk is small, so show nothing rather than flash a spinner. */
function FirstLoad() {
  return null;
}

/** The route table of SPEC section 2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: FirstLoad,
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
              { path: 'bots', ...comingSoon('Meeting Bots') },
              { path: 'bots/create', ...comingSoon('Create Meeting Bot') },
              { path: 'bot/:botId', ...comingSoon('Meeting bot details') },
              { path: 'billing', ...comingSoon('Billing') },
              { path: 'admin', ...comingSoon('Admin') },
              { path: 'organizations', ...comingSoon('Organizations') },
              { path: 'workflows/*', ...comingSoon('Workflows') },
              { path: 'templates', ...page(() => import('../pages/templates/templates')) },
            ],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  router = createBrowserRouter(routes);
  return router;
}
