import { createAuthClient } from 'better-auth/react';
import { organizationClient } from 'better-auth/client/plugins';
import { saveToken, storedToken } from './token';

export const authClient = createAuthClient({
  baseURL: `${window.location.origin}/api/auth`,
  plugins: [organizationClient()],
  fetchOptions: {
    auth: { type: 'Bearer', token: () => storedToken() ?? undefined },
    // Every auth answer that starts or refreshes a session carries the token in this header.
    onSuccess: (context) => {
      const token = context.response.headers.get('set-auth-token');
      if (token && token !== storedToken()) saveToken(token);
    },
  },
});
