import type {
  CreateAiAgentForm,
  ImportMeetingForm,
  UpdateAiAgentForm,
  WorkflowSelection,
} from './types';

/**
 * The request options that send a multipart form (createAiAgentFormData, updateAiAgentFormData,
 * importMeetingFormData):
 * the FormData goes out untouched so fetch writes the multipart body and its boundary.
 */
export function multipart<Form extends CreateAiAgentForm | UpdateAiAgentForm | ImportMeetingForm>(
  form: FormData,
): { body: Form; bodySerializer: (body: unknown) => unknown } {
  return { body: form as unknown as Form, bodySerializer: (body) => body };
}

/**
 * The create-agent form as the screen holds it: the contract's fields (wake words comma-separated,
 * as typed), less the fixed agent type, with workflows as a list and the file as a Blob.
 */
export type CreateAiAgentInput = Omit<CreateAiAgentForm, 'type' | 'workflows' | 'file'> & {
  workflows?: WorkflowSelection[];
  file?: Blob | null;
};

/** The edit form as the screen holds it: every field, and what becomes of the knowledge file. */
export type UpdateAiAgentInput = Omit<CreateAiAgentInput, 'file'> & {
  /** A new knowledge file, replacing the current one. */
  file?: Blob | null;
  removeKnowledgeFile?: boolean;
};

/**
 * The multipart body of the agent update (PUT /ai-agent/update/{id}): every field, and workflows as JSON text when given
 * (an empty list clears them; left out, the agent keeps its own).
 */
export function updateAiAgentFormData(input: UpdateAiAgentInput): FormData {
  const form = new FormData();
  const fields: Omit<UpdateAiAgentForm, 'workflows' | 'file' | 'removeKnowledgeFile'> = {
    name: input.name,
    greetingMessage: input.greetingMessage,
    prompt: input.prompt,
    voice: input.voice,
    mode: input.mode,
    wakeWords: input.wakeWords,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (input.workflows) form.append('workflows', JSON.stringify(input.workflows));
  if (input.file) form.append('file', input.file);
  else if (input.removeKnowledgeFile) form.append('removeKnowledgeFile', 'true');
  return form;
}

/** The multipart body of `createAiAgent`: the agent type is always 'audio-agent', workflows go as JSON text. */
export function createAiAgentFormData(input: CreateAiAgentInput): FormData {
  const form = new FormData();
  const fields: Omit<CreateAiAgentForm, 'workflows' | 'file'> = {
    name: input.name,
    greetingMessage: input.greetingMessage,
    prompt: input.prompt,
    type: 'audio-agent',
    voice: input.voice,
    mode: input.mode,
    wakeWords: input.wakeWords,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (input.workflows && input.workflows.length > 0)
    form.append('workflows', JSON.stringify(input.workflows));
  if (input.file) form.append('file', input.file);
  return form;
}
