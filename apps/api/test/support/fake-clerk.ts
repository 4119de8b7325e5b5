/**
 * A local stand-in for Clerk: an RS256 key pair that mints session tokens the way Clerk does, and
 * a fake Backend API serving users (read, updated for whether they may create organisations, and deleted), organisation memberships (by organisation
 * and by user) and invitations, and the JWKS.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { readBody, send, startFakeServer } from './fake-http.js';

export interface FakeClerkUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Whether the user may create organisations; absent: Clerk's instance default, which allows it. */
  createOrganizationEnabled?: boolean;
}

export interface FakeClerkMembership {
  userId: string;
  role: 'org:admin' | 'org:member';
}

export interface FakeClerkInvitation {
  id: string;
  email: string;
  role: 'org:admin' | 'org:member';
  status: 'pending' | 'accepted' | 'revoked';
  inviterUserId: string | null;
  redirectUrl: string | null;
}

export interface TokenClaims {
  sub: string;
  [claim: string]: unknown;
}

export interface FakeClerk {
  apiUrl: string;
  /** PEM public key, what CLERK_JWT_KEY holds. */
  jwtKey: string;
  users: Map<string, FakeClerkUser>;
  organisations: Map<string, FakeClerkMembership[]>;
  /** Invitations by organisation id. */
  invitations: Map<string, FakeClerkInvitation[]>;
  /** How many times the Backend API updated the user. */
  userUpdates(userId: string): number;
  mint(claims: TokenClaims, times?: TokenTimes): Promise<string>;
  close(): Promise<void>;
}

export const KEY_ID = 'ins_test_key';

/** Seconds since the epoch; by default issued now and valid for five minutes. */
export interface TokenTimes {
  issuedAt?: number;
  expiresAt?: number;
}

const now = () => Math.floor(Date.now() / 1000);

export async function mintWith(
  privateKey: CryptoKey,
  { sub, ...claims }: TokenClaims,
  { issuedAt = now(), expiresAt = issuedAt + 300 }: TokenTimes = {},
): Promise<string> {
  const jwt = new SignJWT({ sid: 'sess_test', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
    .setSubject(sub)
    .setIssuer('https://clerk.convene.test')
    .setIssuedAt(issuedAt)
    .setNotBefore(issuedAt - 5)
    .setExpirationTime(expiresAt);
  return jwt.sign(privateKey);
}

const notFound = {
  errors: [
    { code: 'resource_not_found', message: 'not found', long_message: 'Resource not found' },
  ],
  clerk_trace_id: 'trace',
};

/** The server's auth settings for the Clerk adapter against this fake. */
export const clerkAuthOf = (clerk: FakeClerk) => ({
  kind: 'clerk' as const,
  secretKey: 'sk_test_fake',
  jwtKey: clerk.jwtKey,
  apiUrl: clerk.apiUrl,
});

export async function startFakeClerk(): Promise<FakeClerk> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const users = new Map<string, FakeClerkUser>();
  const organisations = new Map<string, FakeClerkMembership[]>();
  const invitations = new Map<string, FakeClerkInvitation[]>();
  let invitationCount = 0;
  const userUpdateCounts = new Map<string, number>();

  const invitationJson = (orgId: string, invitation: FakeClerkInvitation) => ({
    object: 'organization_invitation',
    id: invitation.id,
    email_address: invitation.email,
    role: invitation.role,
    role_name: invitation.role === 'org:admin' ? 'Admin' : 'Member',
    organization_id: orgId,
    status: invitation.status,
    public_metadata: {},
    private_metadata: {},
    url: null,
    created_at: 0,
    updated_at: 0,
    expires_at: Date.parse('2030-01-01T00:00:00Z'),
  });

  const membershipJson = (orgId: string, m: FakeClerkMembership) => {
    const user = users.get(m.userId);
    return {
      object: 'organization_membership',
      id: `orgmem_${m.userId}`,
      role: m.role,
      permissions: [],
      public_metadata: {},
      private_metadata: {},
      created_at: 0,
      updated_at: 0,
      organization: { object: 'organization', id: orgId, name: 'Clerk Org', slug: 'clerk-org' },
      public_user_data: {
        user_id: m.userId,
        identifier: user?.email ?? '',
        first_name: user?.firstName ?? null,
        last_name: user?.lastName ?? null,
        image_url: '',
        has_image: false,
      },
    };
  };

  const userJson = (user: FakeClerkUser) => ({
    object: 'user',
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    username: null,
    primary_email_address_id: `idn_${user.id}`,
    email_addresses: [
      {
        object: 'email_address',
        id: `idn_${user.id}`,
        email_address: user.email,
        verification: null,
        linked_to: [],
      },
    ],
    phone_numbers: [],
    web3_wallets: [],
    external_accounts: [],
    saml_accounts: [],
    public_metadata: {},
    private_metadata: {},
    unsafe_metadata: {},
    create_organization_enabled: user.createOrganizationEnabled ?? true,
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/v1/jwks') return send(res, 200, { keys: [jwk] });
    const userMatch = /^\/v1\/users\/([^/]+)$/.exec(url.pathname);
    if (userMatch) {
      const user = users.get(decodeURIComponent(userMatch[1] ?? ''));
      if (!user) return send(res, 404, notFound);
      if (req.method === 'PATCH') {
        const body = JSON.parse(await readBody(req)) as { create_organization_enabled?: boolean };
        if (body.create_organization_enabled !== undefined)
          user.createOrganizationEnabled = body.create_organization_enabled;
        userUpdateCounts.set(user.id, (userUpdateCounts.get(user.id) ?? 0) + 1);
        return send(res, 200, userJson(user));
      }
      if (req.method !== 'DELETE') return send(res, 200, userJson(user));
      users.delete(user.id);
      for (const [orgId, memberships] of organisations)
        organisations.set(
          orgId,
          memberships.filter((m) => m.userId !== user.id),
        );
      return send(res, 200, { object: 'user', id: user.id, deleted: true });
    }
    const userMembershipsMatch = /^\/v1\/users\/([^/]+)\/organization_memberships$/.exec(
      url.pathname,
    );
    if (userMembershipsMatch) {
      const userId = decodeURIComponent(userMembershipsMatch[1] ?? '');
      if (!users.has(userId)) return send(res, 404, notFound);
      const joined = [...organisations].flatMap(([orgId, memberships]) =>
        memberships.filter((m) => m.userId === userId).map((m) => membershipJson(orgId, m)),
      );
      return send(res, 200, { data: joined, total_count: joined.length });
    }
    const membersMatch = /^\/v1\/organizations\/([^/]+)\/memberships$/.exec(url.pathname);
    if (membersMatch) {
      const orgId = decodeURIComponent(membersMatch[1] ?? '');
      const memberships = organisations.get(orgId);
      if (!memberships) return send(res, 404, notFound);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const page = memberships.slice(offset, offset + limit);
      return send(res, 200, {
        data: page.map((m) => membershipJson(orgId, m)),
        total_count: memberships.length,
      });
    }
    const membershipMatch = /^\/v1\/organizations\/([^/]+)\/memberships\/([^/]+)$/.exec(
      url.pathname,
    );
    if (membershipMatch) {
      const orgId = decodeURIComponent(membershipMatch[1] ?? '');
      const userId = decodeURIComponent(membershipMatch[2] ?? '');
      const memberships = organisations.get(orgId) ?? [];
      const found = memberships.find((m) => m.userId === userId);
      if (!found) return send(res, 404, notFound);
      if (req.method === 'PATCH') {
        const { role } = JSON.parse(await readBody(req)) as { role: FakeClerkMembership['role'] };
        found.role = role;
        return send(res, 200, membershipJson(orgId, found));
      }
      if (req.method === 'DELETE') {
        organisations.set(
          orgId,
          memberships.filter((m) => m !== found),
        );
        return send(res, 200, membershipJson(orgId, found));
      }
    }
    const invitationsMatch = /^\/v1\/organizations\/([^/]+)\/invitations$/.exec(url.pathname);
    if (invitationsMatch) {
      const orgId = decodeURIComponent(invitationsMatch[1] ?? '');
      if (!organisations.has(orgId)) return send(res, 404, notFound);
      const sent = invitations.get(orgId) ?? [];
      if (req.method === 'POST') {
        const body = JSON.parse(await readBody(req)) as {
          email_address: string;
          role: FakeClerkInvitation['role'];
          inviter_user_id?: string;
          redirect_url?: string;
        };
        invitationCount += 1;
        const invitation: FakeClerkInvitation = {
          id: `orginv_${invitationCount}`,
          email: body.email_address,
          role: body.role,
          status: 'pending',
          inviterUserId: body.inviter_user_id ?? null,
          redirectUrl: body.redirect_url ?? null,
        };
        invitations.set(orgId, [...sent, invitation]);
        return send(res, 200, invitationJson(orgId, invitation));
      }
      const statuses = url.searchParams.getAll('status');
      const listed = sent.filter((i) => statuses.length === 0 || statuses.includes(i.status));
      return send(res, 200, {
        data: listed.map((i) => invitationJson(orgId, i)),
        total_count: listed.length,
      });
    }
    const revokeMatch = /^\/v1\/organizations\/([^/]+)\/invitations\/([^/]+)\/revoke$/.exec(
      url.pathname,
    );
    if (revokeMatch && req.method === 'POST') {
      const orgId = decodeURIComponent(revokeMatch[1] ?? '');
      const invitation = (invitations.get(orgId) ?? []).find(
        (i) => i.id === decodeURIComponent(revokeMatch[2] ?? ''),
      );
      if (!invitation) return send(res, 404, notFound);
      if (invitation.status !== 'pending') return send(res, 400, notFound);
      invitation.status = 'revoked';
      return send(res, 200, invitationJson(orgId, invitation));
    }
    return send(res, 404, notFound);
  }

  const server = await startFakeServer(handle);
  return {
    apiUrl: server.baseUrl,
    jwtKey: await exportSPKI(publicKey),
    users,
    organisations,
    invitations,
    userUpdates: (userId) => userUpdateCounts.get(userId) ?? 0,
    mint: (claims, times) => mintWith(privateKey, claims, times),
    close: server.close,
  };
}
