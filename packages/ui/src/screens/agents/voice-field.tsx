import type { AgentVoice } from '@convene/domain/limits';

import { SelectField, selectOptions } from '../../patterns/select-field';

const VOICE_LABELS: Record<AgentVoice, string> = { male: 'Male', female: 'Female' };
const VOICE_OPTIONS = selectOptions(
  Object.keys(VOICE_LABELS) as AgentVoice[],
  (voice) => VOICE_LABELS[voice],
);

/** The voice the agent speaks with in meetings. */
export function VoiceField({
  id,
  value,
  disabled,
  onChange,
}: {
  id: string;
  value: AgentVoice;
  disabled: boolean;
  onChange: (voice: AgentVoice) => void;
}) {
  return (
    <SelectField
      id={id}
      label="Voice"
      options={VOICE_OPTIONS}
      value={value}
      disabled={disabled}
      onValueChange={onChange}
    />
  );
}
