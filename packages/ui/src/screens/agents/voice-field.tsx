import type { AgentVoice } from '@convene/domain/limits';

import { Label } from '../../components/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/select';
import { FormField } from './form-field';

const VOICE_LABELS: Record<AgentVoice, string> = { male: 'Male', female: 'Female' };

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
    <FormField>
      <Label htmlFor={id}>Voice</Label>
      <Select disabled={disabled} value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {(Object.keys(VOICE_LABELS) as AgentVoice[]).map((voice) => (
            <SelectItem key={voice} value={voice}>
              {VOICE_LABELS[voice]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}
