import type { ImportMeetingForm } from './types';

/** The import dialog's choices: the transcript file (its name carries the extension the server reads) and the optional fields. */
export type ImportMeetingInput = Omit<ImportMeetingForm, 'file'> & { file: File };

/** The multipart body of POST /meeting-bot/import: the optional name and start only when given. */
export function importMeetingFormData(input: ImportMeetingInput): FormData {
  const form = new FormData();
  form.append('file', input.file);
  if (input.name) form.append('name', input.name);
  if (input.startedAt) form.append('startedAt', input.startedAt);
  return form;
}
