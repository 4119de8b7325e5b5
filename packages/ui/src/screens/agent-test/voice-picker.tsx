import { useId } from 'react';

import { Label } from '../../components/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/select';
import type { AgentTestVoiceOption } from './agent-test-types';

/** Which of the browser's voices speaks the agent's answers in this test. */
export function VoicePicker({
  agentVoice,
  voices,
  voiceId,
  onVoiceChange,
}: {
  agentVoice: string | null;
  voices: readonly AgentTestVoiceOption[];
  voiceId: string | null;
  onVoiceChange: (voiceId: string) => void;
}) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div data-slot="agent-test-voice" className="flex flex-col gap-2 border-t pt-4">
      <Label htmlFor={id}>Voice</Label>
      {/* '' shows the placeholder: no voice chosen means the browser's default. */}
      <Select value={voiceId ?? ''} onValueChange={onVoiceChange}>
        <SelectTrigger
          id={id}
          className="w-full"
          aria-describedby={agentVoice ? noteId : undefined}
        >
          <SelectValue placeholder="Browser default" />
        </SelectTrigger>
        <SelectContent>
          {voices.map((voice) => (
            <SelectItem key={voice.id} value={voice.id}>
              {voice.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {agentVoice && (
        <p id={noteId} className="text-xs text-muted-foreground">
          The agent is set to a {agentVoice.toLowerCase()} voice.
        </p>
      )}
    </div>
  );
}
