import { useId, useState, type FormEvent } from 'react';
import { BotIcon, SendIcon } from 'lucide-react';
import { checkBotFields } from '@convene/domain/meeting-bots';
import { MEETING_PLATFORM_NAMES, parseMeetingLink } from '@convene/domain/meeting-links';

import { Button } from '../../components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card';
import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { Spinner } from '../../components/spinner';
import { Link } from '../../lib/navigation';
import { ErrorAlert } from '../../patterns/error-alert';
import { AgentSelect } from '../bots/agent-select';
import { BotCreditsShortfall } from '../bots/bot-credits-shortfall';
import { botFormValues, botFormDraft, type BotAgentOption } from '../bots/bot-form';

/** What the dashboard's form hands its container: the bot joins now; the container names it. */
export interface QuickBotRequest {
  meetingUrl: string;
  agentId: string;
}

export interface SendBotFormProps {
  /** The user's agents; the first is chosen until the user picks another. */
  agents: readonly BotAgentOption[];
  agentsLoading?: boolean;
  /** Below 0.5 credit: the spec's message and a way to buy credits; Send disabled (the server refuses too). */
  insufficientCredits?: boolean;
  /** The create call is in flight. */
  sending?: boolean;
  /** Why the last send failed, in the server's words. */
  error?: string | null;
  onSend: (request: QuickBotRequest) => void;
}

const LINK_LABEL = 'Paste a Meet, Zoom or Teams link';

/**
 * The dashboard's quickest way to a meeting: paste a link, keep or pick an agent, Send. The bot
 * joins now; naming and scheduling are left to /bots/create. Without agents, the picker's place
 * says to create one first.
 */
export function SendBotForm({
  agents,
  agentsLoading = false,
  insufficientCredits = false,
  sending = false,
  error = null,
  onSend,
}: SendBotFormProps) {
  const id = useId();
  const [meetingUrl, setMeetingUrl] = useState('');
  const [chosenAgentId, setChosenAgentId] = useState('');
  const [linkTouched, setLinkTouched] = useState(false);
  const agentId = chosenAgentId || agents[0]?.agentId || '';
  const noAgents = !agentsLoading && agents.length === 0;
  // The name is the container's; a stand-in lets the shared rules judge the link.
  const linkError = checkBotFields(
    { name: 'Meeting', meetingUrl, agentId, scheduleAt: null },
    new Date(),
  ).meetingUrl;
  const shownLinkError = linkTouched && meetingUrl.trim() !== '' ? linkError : undefined;
  const link = parseMeetingLink(meetingUrl);
  const canSend =
    !sending && !insufficientCredits && !noAgents && agentId !== '' && meetingUrl.trim() !== '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setLinkTouched(true);
    if (!canSend || linkError) return;
    const values = botFormValues(botFormDraft({ name: 'Meeting', meetingUrl, agentId }));
    onSend({ meetingUrl: values.meetingUrl, agentId: values.agentId });
  }

  const ids = {
    title: `${id}-title`,
    link: `${id}-link`,
    hint: `${id}-hint`,
    agent: `${id}-agent`,
  };
  const creditsId = `${id}-credits`;

  return (
    <Card data-slot="send-bot-form" role="region" aria-labelledby={ids.title} className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 id={ids.title}>Send a bot to a meeting</h2>
        </CardTitle>
        <CardDescription>
          It joins in about 30 seconds, with your agent as its voice.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} aria-labelledby={ids.title} className="space-y-3">
          <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,14rem)_auto] md:items-start">
            <div className="flex min-w-0 flex-col gap-2">
              <Label htmlFor={ids.link}>{LINK_LABEL}</Label>
              <Input
                id={ids.link}
                type="text"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                placeholder="https://meet.google.com/abc-defg-hij"
                aria-invalid={shownLinkError ? true : undefined}
                aria-describedby={ids.hint}
                value={meetingUrl}
                onChange={(event) => setMeetingUrl(event.target.value)}
                onBlur={() => setLinkTouched(true)}
              />
              <p
                id={ids.hint}
                className={
                  shownLinkError
                    ? 'text-sm text-destructive dark:text-red-300'
                    : 'text-xs text-muted-foreground'
                }
              >
                {shownLinkError ??
                  (link
                    ? `${MEETING_PLATFORM_NAMES[link.platform]} meeting ${link.meetingId}`
                    : 'The bot joins now.')}
              </p>
            </div>
            <div className="flex min-w-0 flex-col gap-2">
              <Label id={`${ids.agent}-label`} htmlFor={noAgents ? undefined : ids.agent}>
                Agent
              </Label>
              {noAgents ? (
                <Button asChild variant="outline">
                  <Link href="/agents/create">
                    <BotIcon aria-hidden />
                    Create an agent first
                  </Link>
                </Button>
              ) : (
                <AgentSelect
                  id={ids.agent}
                  agents={agents}
                  loading={agentsLoading}
                  value={agentId}
                  onValueChange={setChosenAgentId}
                />
              )}
            </div>
            <Button
              type="submit"
              className="md:mt-5.5"
              disabled={!canSend}
              aria-busy={sending || undefined}
              aria-describedby={insufficientCredits ? creditsId : undefined}
            >
              {sending ? <Spinner aria-hidden /> : <SendIcon aria-hidden />}
              {sending ? 'Sending...' : 'Send'}
            </Button>
          </div>
          {insufficientCredits && <BotCreditsShortfall id={creditsId} />}
          <ErrorAlert error={error} />
        </form>
      </CardContent>
    </Card>
  );
}
