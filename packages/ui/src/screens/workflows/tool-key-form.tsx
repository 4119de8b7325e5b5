import { useState, type FormEvent } from 'react';
import { SaveIcon } from 'lucide-react';

import { SubmitArea } from '../../patterns/submit-area';
import { TextField } from '../../patterns/text-field';
import { useRequestSuccess } from '../../lib/request-success';
import { isToolName, TOOL_NAME_HINT, TOOL_NAME_MAX } from './workflow-format';
import type { WorkflowsScreenProps } from './workflow-types';

/** Save a tool's key: the tool's name, checked as typed, and the key, never shown. */
export function ToolKeyForm({
  savingKey,
  keyError,
  onSaveKey,
}: Pick<WorkflowsScreenProps, 'savingKey' | 'keyError' | 'onSaveKey'>) {
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
      className="flex flex-col gap-4"
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <TextField
          label="Tool"
          autoComplete="off"
          spellCheck={false}
          maxLength={TOOL_NAME_MAX}
          placeholder="e.g. chat"
          className="font-mono"
          hint={TOOL_NAME_HINT}
          error={toolInvalid ? `Invalid tool name. ${TOOL_NAME_HINT}` : null}
          value={tool}
          onValueChange={setTool}
        />
        <TextField
          label="Key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={key}
          onValueChange={setKey}
        />
      </div>
      <SubmitArea
        align="start"
        label="Save key"
        busy={savingKey}
        error={keyError}
        button={{ disabled: !ready, icon: <SaveIcon aria-hidden /> }}
      />
    </form>
  );
}
