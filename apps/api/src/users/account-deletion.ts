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
import { agentTestSession } from '../agent-tests/schema.js';
import { knowledgeChunk } from '../agents/knowledge/schema.js';
import { enqueueKnowledgeFileRemoval } from '../agents/knowledge/removal.js';
import { aiAgent } from '../agents/schema.js';
import { askAiMessage } from '../ask-ai/schema.js';
import { eraseCalendars } from '../calendars/calendars.js';
import { creditOrder, subscription, workflowActionSpend } from '../billing/schema.js';
import { cancelSeatPaidBy, type SubscriptionServices } from '../billing/subscriptions.js';
import { lockBalance } from '../credits/ledger.js';
import { creditLedger } from '../credits/schema.js';
import type { Database } from '../db/index.js';
import { agentSpeechClip, agentTurn } from '../live-agent/schema.js';
import { mailOutbox, profile } from '../db/schema.js';
import { dispatchBotJob, withdrawBotJob } from '../meeting-bots/lifecycle.js';
import { liveEvent, livePartial } from '../meeting-bots/live/schema.js';
import {
  meetingBot,
  meetingBotEvent,
  meetingNotes,
  meetingParticipant,
  sampleMeeting,
  transcriptSegment,
} from '../meeting-bots/schema.js';
import { onboarding } from '../onboarding/schema.js';
import type { AuthAccounts } from '../providers/auth/index.js';
import type { Jobs } from '../providers/jobs/port.js';
import type { OrganisationDirectory } from '../providers/organisations/port.js';
import { toolKey, workflow, workflowRun } from '../workflows/schema.js';
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

  await tx.delete(agentTestSession).where(eq(agentTestSession.userId, userId));
  await tx.delete(knowledgeChunk).where(eq(knowledgeChunk.userId, userId));
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
  if (botIds.length > 0) {
    await tx.delete(transcriptSegment).where(inArray(transcriptSegment.botId, botIds));
    await tx.delete(meetingParticipant).where(inArray(meetingParticipant.botId, botIds));
    await tx.delete(meetingNotes).where(inArray(meetingNotes.botId, botIds));
    await tx.delete(meetingBotEvent).where(inArray(meetingBotEvent.botId, botIds));
    await tx.delete(liveEvent).where(inArray(liveEvent.botId, botIds));
    await tx.delete(livePartial).where(inArray(livePartial.botId, botIds));
    await tx.delete(agentTurn).where(inArray(agentTurn.botId, botIds));
    await tx.delete(agentSpeechClip).where(inArray(agentSpeechClip.botId, botIds));
  }
  for (const { botId, status, providerBotId } of bots) {
    await jobs.cancel(dispatchBotJob, botId, { transaction: tx });
    if (providerBotId && (AT_THE_PROVIDER as readonly string[]).includes(status))
      await jobs.enqueue(
        withdrawBotJob,
        { providerBotId },
        { transaction: tx, key: providerBotId },
      );
  }
  await tx.delete(sampleMeeting).where(eq(sampleMeeting.userId, userId));
  await tx.delete(askAiMessage).where(eq(askAiMessage.userId, userId));

  await tx.delete(workflowRun).where(eq(workflowRun.userId, userId));
  await tx.delete(workflow).where(eq(workflow.userId, userId));
  await tx.delete(toolKey).where(eq(toolKey.userId, userId));
  await tx.delete(workflowActionSpend).where(eq(workflowActionSpend.userId, userId));

  await tx.delete(creditLedger).where(eq(creditLedger.userId, userId));
  await tx.delete(creditOrder).where(eq(creditOrder.userId, userId));
  await tx.delete(subscription).where(eq(subscription.userId, userId));
  if (emails.length > 0) await tx.delete(mailOutbox).where(inArray(mailOutbox.to, [...emails]));
  await tx.delete(onboarding).where(eq(onboarding.userId, userId));
  await tx.delete(profile).where(eq(profile.userId, userId));
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
