import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@convene/api-client';
import { mayTestAgent } from '@convene/domain/agent-test';
import { AgentTestScreen } from '@convene/ui/screens/agent-test/agent-test-screen';
import type { AgentTestVoiceOption } from '@convene/ui/screens/agent-test/agent-test-types';
import { useAuth } from '../../auth/context';
import { useApi } from '../../api/provider';
import { useUserDetails } from '../../api/user-details';
import { pageTitle } from '../../lib/page-title';
import { useAiAgent } from '../agents/agent-queries';
import { agentTestApi } from './agent-test-api';
import { AgentSession, type SessionServer } from './agent-session';
import { useAgentSession } from './use-agent-session';
import { browserRecognition, SpeechListener } from './speech-recognition';
import {
  browserSynthesis,
  pickVoice,
  Speaker,
  storedVoiceId,
  storeVoiceId,
  useBrowserVoices,
  voiceChoices,
  voiceKind,
} from './speech-synthesis';

/** The page's language, which the agent speaks and the recognition expects. */
const LANG = document.documentElement.lang || 'en';

/**
 * /agent-test?agentId=…&userId=…: a live voice session with one of the user's agents. The agent
 * greets, listens (or reads what is typed) and answers aloud as its answer streams in; the server
 * charges the session's minutes, and the page ends it when the user leaves.
 */
export default function AgentTestPage() {
  const [searchParams] = useSearchParams();
  const agentId = searchParams.get('agentId') ?? '';
  const agent = useAiAgent(agentId);
  const userDetails = useUserDetails();
  const tested = agent.data?.agent ?? null;

  const { client, hooks } = useApi();
  const { getToken } = useAuth();
  const queryClient = useQueryClient();
  const server = useMemo<SessionServer>(
    () => ({
      api: agentTestApi({ client, getToken }),
      // The sidebar's balance follows the session's charges.
      charged: () =>
        void queryClient.invalidateQueries({
          queryKey: hooks.queryOptions('get', '/user').queryKey,
        }),
    }),
    [client, getToken, hooks, queryClient],
  );

  const [speaker] = useState(() => new Speaker(browserSynthesis()));
  const [state, session] = useAgentSession(
    () =>
      new AgentSession(speaker, (events) => new SpeechListener(browserRecognition(), LANG, events)),
    server,
  );

  const voice = useAgentVoice(tested?.voice ?? null);
  useEffect(() => speaker.setVoice(voice.voiceId), [speaker, voice.voiceId]);

  const credits = userDetails.data?.user.publicMetadata.credits;

  return (
    <>
      <title>{pageTitle('Test AI Agent')}</title>
      <AgentTestScreen
        agent={tested}
        // Start talking waits for the credits too, rather than enabling and then disabling under the pointer.
        loading={agentId !== '' && (agent.isPending || userDetails.isPending)}
        error={agent.isError ? errorMessage(agent.error) : null}
        {...state}
        insufficientCredits={credits !== undefined && !mayTestAgent(credits)}
        voices={voice.options}
        voiceId={voice.voiceId}
        onVoiceChange={voice.choose}
        onStart={() => {
          if (tested) void session.start(tested);
        }}
        onEnd={() => void session.end()}
        onSend={(text) => session.send(text)}
        onTalkStart={() => session.talkStart()}
        onTalkEnd={() => session.talkEnd()}
        onHandsFreeChange={(handsFree) => session.setHandsFree(handsFree)}
        onTypeInstead={() => session.typeInstead()}
        onSpeakInstead={() => session.speakInstead()}
      />
    </>
  );
}

/**
 * The voice the agent speaks with: the one the user chose for agents of this kind (male, female),
 * else one picked by the agent's setting and the page's language; none without voices (text only).
 */
function useAgentVoice(agentVoice: string | null): {
  voiceId: string | null;
  options: AgentTestVoiceOption[];
  choose(voiceId: string): void;
} {
  const kind = voiceKind(agentVoice);
  const voices = useBrowserVoices();
  const [chosen, setChosen] = useState(() => ({
    kind,
    voiceId: storedVoiceId(kind, localStorage),
  }));
  // Another agent, another kind: that kind's own choice.
  const choice = chosen.kind === kind ? chosen.voiceId : storedVoiceId(kind, localStorage);
  const voiceId = voices.some((voice) => voice.voiceURI === choice)
    ? choice
    : (pickVoice(voices, kind, LANG)?.voiceURI ?? null);
  return {
    voiceId,
    options: voiceChoices(voices, LANG, voiceId).map((voice) => ({
      id: voice.voiceURI,
      label: `${voice.name} (${voice.lang})`,
    })),
    choose(next) {
      storeVoiceId(kind, next, localStorage);
      setChosen({ kind, voiceId: next });
    },
  };
}
