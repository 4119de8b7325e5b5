import { useId } from 'react';

import { BackLink } from '../../components/back-link';
import type { BotAgentOption, BotFormDraft, BotFormValues } from '../../lib/bot-form';
import { PageHeader } from '../../patterns/page-header';
import { SendBotForm } from '../../patterns/send-bot-form';

export interface CreateBotScreenProps {
  /** Where the form starts; read once, on mount. The container remounts the screen (a new `key`) to reset it. */
  initialValues?: Partial<BotFormDraft>;
  /** The user's agents, one of which joins the meeting as the bot's voice. */
  agents: readonly BotAgentOption[];
  /** While the agents are being read: the select waits instead of saying there are none. */
  agentsLoading?: boolean;
  /** Below 0.5 credit: the spec's message with a way to /billing, and submit disabled (the server refuses too). */
  insufficientCredits?: boolean;
  /** True while the create call is in flight: the submit reads 'Creating Bot...' and is disabled. */
  submitting?: boolean;
  /** Why the last create failed, in the server's words; the form keeps what was typed. */
  error?: string | null;
  /** A complete, valid form was submitted. */
  onSubmit: (values: BotFormValues) => void;
  /** The clock the schedule is checked against (stories fix it). */
  now?: () => Date;
}

/** Create Meeting Bot (/bots/create): name the bot, paste the meeting link, pick an agent, optionally schedule it. */
export function CreateBotScreen({ submitting, onSubmit, ...form }: CreateBotScreenProps) {
  const titleId = `${useId()}-title`;
  return (
    <div data-slot="create-bot-screen" className="max-w-3xl space-y-6">
      <BackLink href="/bots">Back to Meeting Bots</BackLink>

      <PageHeader
        titleId={titleId}
        title="Create Meeting Bot"
        description="Send one of your AI agents into a meeting. It joins about 30 seconds after its time."
      />

      <SendBotForm
        variant="full"
        labelledBy={titleId}
        sending={submitting}
        onSend={onSubmit}
        {...form}
      />
    </div>
  );
}
