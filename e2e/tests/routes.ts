/** Every page of the app, for the checks that visit them all (phone widths, content security). */
export const PUBLIC_ROUTES = [
  '/',
  '/pricing',
  '/solutions/ai-scrum-manager',
  '/privacy-policy',
  '/terms-and-conditions',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=unknown',
  '/no-such-page',
];

export const SIGNED_IN_ROUTES = [
  '/dashboard',
  '/agents',
  '/agents/create',
  '/templates',
  '/agent-test',
  '/bots',
  '/bots/create',
  '/calendar',
  '/billing',
  '/admin',
  '/organizations',
  '/workflows',
  '/settings',
];
