import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { AuthPortProvider, useAuth } from './context';
import type { AuthPort } from './port';

const Nothing = () => null;

const port: AuthPort = {
  state: { status: 'signed-out' },
  getToken: async () => null,
  signOut: async () => {},
  listInvitations: async () => [],
  acceptInvitation: async () => {},
  SignInPage: Nothing,
  SignUpPage: Nothing,
  ForgotPasswordPage: Nothing,
  ResetPasswordPage: Nothing,
  UserButton: Nothing,
  OrganisationSwitcher: Nothing,
  AccountNotice: Nothing,
};

function Status() {
  return <p>{useAuth().state.status}</p>;
}

describe('AuthPortProvider', () => {
  it('gives the page the adapter it wraps', () => {
    expect(
      renderToString(
        <AuthPortProvider port={port}>
          <Status />
        </AuthPortProvider>,
      ),
    ).toBe('<p>signed-out</p>');
  });

  it('refuses a second auth provider inside the first', () => {
    expect(() =>
      renderToString(
        <AuthPortProvider port={port}>
          <AuthPortProvider port={port}>
            <Status />
          </AuthPortProvider>
        </AuthPortProvider>,
      ),
    ).toThrow('Only one auth provider may wrap the app');
  });

  it('refuses useAuth outside any provider', () => {
    expect(() => renderToString(<Status />)).toThrow(
      'useAuth must be used inside the auth provider.',
    );
  });
});
