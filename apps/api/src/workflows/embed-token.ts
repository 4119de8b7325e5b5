/**
 * The embedded workflow builder (a self-hosted Activepieces) when configured: `user/workflow-token`
 * answers a short-lived JWT the builder exchanges for its own session, RS256-signed with the
 * platform's signing key as Activepieces' "provision users" documents (header `kid`, claims
 * `version`, `externalUserId`, `externalProjectId`, names, role, `exp`). One project per user, or
 * per organisation when one is active, so a team shares its flows.
 */
import { createPrivateKey, createSign, type KeyObject } from 'node:crypto';

export interface WorkflowEmbedConfig {
  /** The Activepieces instance, e.g. https://flows.example.com. */
  instanceUrl: string;
  /** Where its embed SDK script is served from. */
  sdkUrl: string;
  signingKey: KeyObject;
  /** The signing key's id in the platform's settings (the JWT header's `kid`). */
  signingKeyId: string;
}

/** How long the token is good for: it is only exchanged, at once, for the builder's own session. */
export const EMBED_TOKEN_SECONDS = 300;

export class WorkflowEmbedConfigError extends Error {
  override name = 'WorkflowEmbedConfigError';
}

export function workflowEmbedFromEnv(env: NodeJS.ProcessEnv): WorkflowEmbedConfig | null {
  const {
    WORKFLOW_EMBED_URL: url,
    WORKFLOW_SIGNING_KEY: key,
    WORKFLOW_SIGNING_KEY_ID: keyId,
  } = env;
  if (!url && !key && !keyId) return null;
  if (!url || !key || !keyId)
    throw new WorkflowEmbedConfigError(
      'WORKFLOW_EMBED_URL, WORKFLOW_SIGNING_KEY and WORKFLOW_SIGNING_KEY_ID go together',
    );
  const instanceUrl = url.replace(/\/$/, '');
  let signingKey: KeyObject;
  try {
    // Environment files often carry a PEM's newlines as `\n`.
    signingKey = createPrivateKey(key.replace(/\\n/g, '\n'));
  } catch {
    throw new WorkflowEmbedConfigError('WORKFLOW_SIGNING_KEY is not a PEM private key');
  }
  return {
    instanceUrl,
    sdkUrl: env.WORKFLOW_EMBED_SDK_URL || `${instanceUrl}/embed/sdk.js`,
    signingKey,
    signingKeyId: keyId,
  };
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function embedToken(
  config: WorkflowEmbedConfig,
  person: { userId: string; name: string; orgId: string | null; projectName: string },
  now: Date,
): string {
  const [firstName = '', ...rest] = person.name.trim().split(/\s+/);
  const issuedAt = Math.floor(now.getTime() / 1000);
  const header = base64url({ alg: 'RS256', typ: 'JWT', kid: config.signingKeyId });
  const payload = base64url({
    version: 'v3',
    externalUserId: person.userId,
    externalProjectId: person.orgId ?? person.userId,
    projectDisplayName: person.projectName,
    firstName: firstName || 'User',
    lastName: rest.join(' '),
    role: 'EDITOR',
    piecesFilterType: 'NONE',
    iat: issuedAt,
    exp: issuedAt + EMBED_TOKEN_SECONDS,
  });
  const signature = createSign('RSA-SHA256')
    .update(`${header}.${payload}`)
    .sign(config.signingKey)
    .toString('base64url');
  return `${header}.${payload}.${signature}`;
}
