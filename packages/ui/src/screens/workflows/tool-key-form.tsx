import { useId, useState, type FormEvent } from 'react';
import { SaveIcon } from 'lucide-react';

import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { FieldError } from '../../patterns/field-error';
import { BusyButton } from '../../patterns/submit-area';
import { TextField } from '../../patterns/text-field';
import { useRequestSuccess } from '../../lib/request-success';
import { isToolName, TOOL_NAME_HINT, TOOL_NAME_MAX } from './workflow-format';
import type { WorkflowsScreenProps } from './workflows-screen';

/** Save a tool's key: the tool's name, checked as typed, and the key, never shown. */
export function ToolKeyForm({
  savingKey,
  keyError,
  onSaveKey,
}: Pick<WorkflowsScreenProps, 'savingKey' | 'keyError' | 'onSaveKey'>) {
  const id = useId();
  const toolId = `${id}-tool`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [tool, setTool] = useState('');
  const [key, setKey] = useState('');

  // Saved: the form is ready for the next key.
  useRequestSuccess(savingKey, keyError, () => {
    setTool('');
    setKey('');
  });

  const toolInvalid = tool.trim() !== '' && !isToolName(tool.trim());
  const ready = isToolName(tool.trim()) && key.trim() !== '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (ready && !savingKey) onSaveKey(tool.trim(), key.trim());
  }

  return (
    <form
      noValidate
      data-slot="save-key-form"
      aria-label="Save a tool key"
      className="flex flex-col gap-3"
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
        <div className="grid gap-2">
          <Label htmlFor={toolId}>Tool</Label>
          <Input
            id={toolId}
            autoComplete="off"
            spellCheck={false}
            maxLength={TOOL_NAME_MAX}
            placeholder="e.g. chat"
            value={tool}
            onChange={(event) => setTool(event.target.value)}
            aria-invalid={toolInvalid || undefined}
            aria-describedby={keyError ? `${hintId} ${errorId}` : hintId}
            className="font-mono"
          />
          <p
            id={hintId}
            data-problem={toolInvalid || undefined}
            className="text-xs text-muted-foreground data-[problem]:text-destructive dark:data-[problem]:text-red-300"
          >
            {toolInvalid ? `Invalid tool name. ${TOOL_NAME_HINT}` : TOOL_NAME_HINT}
          </p>
        </div>
        <TextField
          label="Key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={key}
          onValueChange={setKey}
          aria-describedby={keyError ? errorId : undefined}
        />
        <BusyButton
          type="submit"
          className="self-start sm:mt-5.5"
          disabled={!ready}
          busy={savingKey}
          icon={<SaveIcon aria-hidden />}
        >
          Save key
        </BusyButton>
      </div>
      <FieldError id={errorId} alert data-slot="key-error">
        {keyError}
      </FieldError>
    </form>
  );
}
