import { SelectField } from '../../patterns/select-field';
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
  return (
    <div data-slot="agent-test-voice" className="border-t pt-4">
      {/* No voice chosen shows the placeholder: the browser's default speaks. */}
      <SelectField
        label="Voice"
        placeholder="Browser default"
        options={voices.map((voice) => ({ value: voice.id, label: voice.label }))}
        value={voiceId}
        onValueChange={onVoiceChange}
        hint={agentVoice ? `The agent is set to a ${agentVoice.toLowerCase()} voice.` : null}
      />
    </div>
  );
}
