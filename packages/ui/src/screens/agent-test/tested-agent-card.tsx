import { useId, useState } from 'react';
import { ChevronDownIcon } from 'lucide-react';

import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Card, CardContent, CardHeader } from '../../components/card';
import { formatFileSize } from '../../lib/file-size';
import { cn } from '../../lib/utils';
import {
  AgentField,
  AgentGreeting,
  AgentHeading,
  AgentSettings,
} from '../../patterns/agent-details';
import type { AgentTestVoiceOption, TestedAgent } from './agent-test-types';
import { inlineLink } from './inline-link';
import { VoicePicker } from './voice-picker';

/** The agent being tested, compact so the conversation keeps the room; and the voice it speaks with. */
export function TestedAgentCard({
  agent,
  voices,
  voiceId,
  onVoiceChange,
}: {
  agent: TestedAgent;
  voices: readonly AgentTestVoiceOption[];
  voiceId: string | null;
  onVoiceChange: (voiceId: string) => void;
}) {
  const file = agent.knowledgeFile;
  return (
    <Card data-slot="agent-test-settings" className="min-w-0 gap-4 py-5">
      <CardHeader className="px-4 sm:px-5">
        <AgentHeading name={agent.agentName} createdAt={agent.createdAt} className="text-lg" />
      </CardHeader>
      <CardContent className="flex flex-col gap-4 px-4 sm:px-5">
        <AgentSettings mode={agent.mode} voice={agent.voice} />
        {agent.mode === 'passive' && (
          <AgentField label="Wake words">
            <BadgeList items={agent.wakeWords} />
          </AgentField>
        )}
        <AgentField label="Workflows">
          <BadgeList items={agent.workflows.map((workflow) => workflow.name)} />
        </AgentField>
        <AgentField label="Knowledge file">
          <p className="text-sm wrap-anywhere">
            {file ? `${file.name} (${formatFileSize(file.size)})` : 'None'}
          </p>
        </AgentField>
        <AgentWords greeting={agent.greetingMsg} prompt={agent.prompt} />
        {voices.length > 0 && (
          <VoicePicker
            agentVoice={agent.voice}
            voices={voices}
            voiceId={voiceId}
            onVoiceChange={onVoiceChange}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** The greeting and prompt, folded away: they are long, and the conversation is what to watch. */
function AgentWords({ greeting, prompt }: { greeting: string; prompt: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <Button
        variant="link"
        size="sm"
        className={cn(inlineLink, 'group self-start')}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        Greeting and prompt
        <ChevronDownIcon aria-hidden className="group-aria-expanded:rotate-180" />
      </Button>
      <div id={id} hidden={!open} className="flex flex-col gap-4">
        <AgentGreeting greeting={greeting} />
        <AgentField label="Prompt">
          <p className="text-sm wrap-anywhere whitespace-pre-line">{prompt}</p>
        </AgentField>
      </div>
    </div>
  );
}

function BadgeList({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <p className="text-sm">None</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item}>
          <Badge variant="outline">{item}</Badge>
        </li>
      ))}
    </ul>
  );
}
