import type { AgentVoice } from '@convene/domain/limits';

import { SelectField, selectOptions, type SelectFieldProps } from '../../patterns/select-field';

const VOICE_LABELS: Record<AgentVoice, string> = { male: 'Male', female: 'Female' };
const VOICE_OPTIONS = selectOptions(
  Object.keys(VOICE_LABELS) as AgentVoice[],
  (voice) => VOICE_LABELS[voice],
);

/** The voice the agent speaks with in meetings: the agent form's select of the two voices. */
export function VoiceField(
  field: Pick<SelectFieldProps<AgentVoice>, 'id' | 'value' | 'disabled' | 'onValueChange'>,
) {
  return <SelectField {...field} label="Voice" options={VOICE_OPTIONS} />;
}
