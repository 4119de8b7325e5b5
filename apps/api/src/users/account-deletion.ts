/**
 * Deleting one's own account (the Settings page's danger zone). Refused, before anything changes,
 * while a subscription the user pays for would be charged again or while an organisation with other
 * members would be left without an admin. Otherwise every row the product keeps for the user goes
 * in one transaction with their removal at the auth provider; what lives outside the database (a
 * knowledge file in storage, a bot still in a call) is let go by durable jobs recorded in the same
 * transaction. Another user's data is never touched.
 */
import {
  ACCOUNT_DELETION_REFUSALS,
  ACCOUNT_DELETION_UNCONFIRMED,
  confirmsAccountDeletion,
  subscriptionRenews,
} from '@convene/domain/account';
import { DomainError } from '@convene/domain/errors';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { enqueueKnowledgeFileRemoval } from '../agents/knowledge/removal.js';
import { cancelSeatPaidBy, type SubscriptionServices } from '../billing/subscriptions.js';
import { eraseCalendars } from '../calendars/calendars.js';
import { lockBalance } from '../credits/ledger.js';
import type { Database } from '../db/index.js';
import {
  agentSpeechClip,
  agentTestSession,
  agentTurn,
  aiAgent,
  askAiMessage,
  creditLedger,
  creditOrder,
  knowledgeChunk,
  liveEvent,
  livePartial,
  mailOutbox,
  meetingBot,
  meetingBotEvent,
  meetingNotes,
  meetingParticipant,
  onboarding,
  profile,
  sampleMeeting,
  subscription,
  toolKey,
  transcriptSegment,
  workflow,
  workflowActionSpend,
  workflowRun,
} from '../db/schema.js';
import { dispatchBotJob, withdrawBotJob } from '../meeting-bots/lifecycle.js';
import type { AuthAccounts } from '../providers/auth/index.js';
import type { Jobs } from '../providers/jobs/port.js';
import type { OrganisationDirectory } from '../providers/organisations/port.js';
import { readAccount } from './account.js';

export interface AccountDeletionServices extends SubscriptionServices {
  accounts: AuthAccounts;
  directory: OrganisationDirectory;
  jobs: Jobs;
}

/** Statuses in which the provider has the bot on its way into, or in, its call. */
const AT_THE_PROVIDER = ['joining', 'waiting_room', 'in_call'] as const;

/** Organisations whose other members would be left without an admin. */
async function refuseLastAdmin(services: AccountDeletionServices, userId: string): Promise<void> {
  for (const { orgId, organisationName, role } of await services.accounts.memberships(userId)) {
    if (role !== 'org:admin') continue;
    const others = ((await services.directory.members(orgId)) ?? []).filter(
      (member) => member.userId !== userId,
    );
    if (others.length > 0 && !others.some((member) => member.role === 'org:admin'))
      throw new DomainError('conflict', ACCOUNT_DELETION_REFUSALS.lastAdmin(organisationName));
  }
}

/**
 * A plan the user pays for that renews refuses the deletion (theirs, or a member's they pay for);
 * their own plan paid by their organisation's admin ends with its period, as when a member is
 * removed. Refusals come first, so a refused deletion changes nothing.
 */
async function settleSubscriptions(
  services: AccountDeletionServices,
  userId: string,
): Promise<void> {
  const { db, clock } = services;
  const now = clock();
  const membersPlans = await db
    .select({
      plan: profile.plan,
      status: profile.status,
      validUntil: profile.validUntil,
      cancelAtPeriodEnd: profile.cancelAtPeriodEnd,
    })
    .from(subscription)
    .innerJoin(profile, eq(profile.subscriptionId, subscription.id))
    .where(and(eq(subscription.paidBy, userId), ne(subscription.userId, userId)));
  if (membersPlans.some((plan) => subscriptionRenews(plan, now)))
    throw new DomainError('conflict', ACCOUNT_DELETION_REFUSALS.memberPlans);
  const account = await readAccount(db, userId);
  if (!account?.subscriptionId || !subscriptionRenews(account, now)) return;
  const [own] = await db
    .select({ paidBy: subscription.paidBy })
    .from(subscription)
    .where(eq(subscription.id, account.subscriptionId));
  if (!own || own.paidBy === userId)
    throw new DomainError('conflict', ACCOUNT_DELETION_REFUSALS.subscription);
  await cancelSeatPaidBy(services, own.paidBy, userId);
}

/** What the user's bots brought back from their calls, keyed by the bot. */
const BOT_TABLES = [
  transcriptSegment,
  meetingParticipant,
  meetingNotes,
  meetingBotEvent,
  liveEvent,
  livePartial,
  agentTurn,
  agentSpeechClip,
];

/** Deletes the user's rows of each table, one table after the other in the order given. */
async function eraseUserRows(
  tx: Database,
  userId: string,
  tables: readonly (PgTable & { userId: AnyPgColumn })[],
): Promise<void> {
  for (const table of tables) await tx.delete(table).where(eq(table.userId, userId));
}

/** Every row the product keeps for the user, in the caller's transaction. */
async function eraseProductData(
  tx: Database,
  jobs: Jobs,
  userId: string,
  emails: readonly string[],
): Promise<void> {
  // Credit changes of this user (a bot's call charged, a payment recorded) wait for the erasure.
  await lockBalance(tx, userId);
  // Their syncs, which take the balance before the calendar, find nothing left (and stop).
  await eraseCalendars(tx, userId);

  await eraseUserRows(tx, userId, [agentTestSession, knowledgeChunk]);
  const agents = await tx
    .delete(aiAgent)
    .where(eq(aiAgent.userId, userId))
    .returning({ knowledgeFileKey: aiAgent.knowledgeFileKey });
  for (const { knowledgeFileKey } of agents)
    await enqueueKnowledgeFileRemoval(jobs, tx, knowledgeFileKey);

  const bots = await tx.delete(meetingBot).where(eq(meetingBot.userId, userId)).returning({
    botId: meetingBot.botId,
    status: meetingBot.status,
    providerBotId: meetingBot.providerBotId,
  });
  const botIds = bots.map((bot) => bot.botId);
  if (botIds.length > 0)
    for (const table of BOT_TABLES) await tx.delete(table).where(inArray(table.botId, botIds));
  for (const { botId, status, providerBotId } of bots) {
    await jobs.cancel(dispatchBotJob, botId, { transaction: tx });
    if (providerBotId && (AT_THE_PROVIDER as readonly string[]).includes(status))
      await jobs.enqueue(
        withdrawBotJob,
        { providerBotId },
        { transaction: tx, key: providerBotId },
      );
  }

  await eraseUserRows(tx, userId, [
    sampleMeeting,
    askAiMessage,
    workflowRun,
    workflow,
    toolKey,
    workflowActionSpend,
    creditLedger,
    creditOrder,
    subscription,
  ]);
  if (emails.length > 0) await tx.delete(mailOutbox).where(inArray(mailOutbox.to, [...emails]));
  await eraseUserRows(tx, userId, [onboarding, profile]);
}

/**
 * Deletes the caller's account once confirmed with what they typed (the word or their address),
 * or refuses and changes nothing.
 */
export async function deleteAccount(
  services: AccountDeletionServices,
  userId: string,
  confirmation: string,
): Promise<void> {
  const account = await readAccount(services.db, userId);
  if (!confirmsAccountDeletion(confirmation, account?.email ?? ''))
    throw new DomainError('invalid', ACCOUNT_DELETION_UNCONFIRMED);
  await refuseLastAdmin(services, userId);
  await settleSubscriptions(services, userId);
  const pending = await services.accounts.pendingEmail(userId);
  const emails = [account?.email, pending].filter((email): email is string => Boolean(email));
  await services.accounts.deleteUser(userId, (tx) =>
    eraseProductData(
      tx,
      services.jobs,
      userId,
      emails.map((email) => email.toLowerCase()),
    ),
  );
}
