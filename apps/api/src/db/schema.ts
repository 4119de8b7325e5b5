/**
 * The one database schema: Better Auth's tables (user, session, account, verification and the
 * organization plugin's organization, member, invitation) and the product's own state.
 */
import type { PaidPlanId } from '@convene/domain/billing';
import { boolean, index, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns.js';

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    activeOrganizationId: text('active_organization_id'),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

export const organization = pgTable('organization', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logo: text('logo'),
  createdAt: timestamptz('created_at').notNull(),
  metadata: text('metadata'),
});

export const member = pgTable(
  'member',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('member_organization_id_idx').on(t.organizationId),
    index('member_user_id_idx').on(t.userId),
  ],
);

export const invitation = pgTable(
  'invitation',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role'),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('invitation_organization_id_idx').on(t.organizationId),
    index('invitation_email_idx').on(t.email),
  ],
);

/**
 * The product's view of a person, whichever auth adapter signed them in: keyed by the id the auth
 * port reports (a local Better Auth user id, or a Clerk user id), so Clerk users need no local
 * account. Holds the money state (SPEC section 3: credits, plan, subscription).
 */
export const profile = pgTable('profile', {
  userId: text('user_id').primaryKey(),
  /** Which auth adapter the id belongs to: 'local' or 'clerk'. */
  authProvider: text('auth_provider').notNull(),
  name: text('name').notNull().default(''),
  email: text('email').notNull().default(''),
  credits: numeric('credits', { mode: 'number' }).notNull().default(0),
  workflowCredits: numeric('workflow_credits', { mode: 'number' }).notNull().default(0),
  validUntil: timestamptz('valid_until'),
  plan: text('plan').notNull().default('free'),
  status: text('status').notNull().default('inactive'),
  creditsValidUntil: timestamptz('credits_valid_until'),
  subscriptionId: text('subscription_id'),
  pendingSubscriptionId: text('pending_subscription_id'),
  /** The subscription was cancelled and ends with its period; the plan stays live until validUntil. */
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** The plan the subscription moves to with its next period. */
  scheduledPlan: text('scheduled_plan').$type<PaidPlanId>(),
  /** The starter workflows were given once; deleted ones are not given again. */
  workflowsSeeded: boolean('workflows_seeded').notNull().default(false),
  /** Workflow actions used in the current period (the plan's included ones first). */
  workflowActionsUsed: numeric('workflow_actions_used', { mode: 'number' }).notNull().default(0),
  /** The person's IANA time zone, from their browser at first sign-in or Settings; null: the default. */
  timeZone: text('time_zone'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Messages kept by the embedded mail adapter instead of being sent (read by GET /mail/outbox). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to)],
);

/**
 * Feature tables live beside their feature; this index lists them (for the migrations and the query
 * API). The embedded adapters' own tables (the job queue, the meeting simulator's, the payment
 * sandbox's) stay with their providers: drizzle.config.ts reads their files beside this one, so the
 * migrations hold them while db/ imports no provider.
 */
export { knowledgeChunk } from '../agents/knowledge/schema.js';
export { agentTemplate, aiAgent } from '../agents/schema.js';
export { toolKey, workflow, workflowRun } from '../workflows/schema.js';
export { authAttempt } from '../rate-limits/schema.js';
export {
  meetingBot,
  meetingBotEvent,
  meetingNotes,
  meetingParticipant,
  sampleMeeting,
  transcriptSegment,
} from '../meeting-bots/schema.js';
export { creditLedger } from '../credits/schema.js';
export { creditOrder, paymentEvent, subscription, workflowActionSpend } from '../billing/schema.js';
export { askAiMessage } from '../ask-ai/schema.js';
export { liveEvent, livePartial } from '../meeting-bots/live/schema.js';
export { agentSpeechClip, agentTurn } from '../live-agent/schema.js';
export { agentTestSession, agentTestTurn } from '../agent-tests/schema.js';
export { onboarding } from '../onboarding/schema.js';
export { calendar, calendarMeeting } from '../calendars/schema.js';
