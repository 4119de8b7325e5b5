import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { FileTextIcon, UploadIcon } from 'lucide-react';
import { BOT_NAME_MAX } from '@convene/domain/limits';
import { MEETING_IMPORT_EXTENSIONS, meetingImportProblem } from '@convene/domain/meeting-import';

import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { formatFileSize } from '../../lib/file-size';
import { cn } from '../../lib/utils';
import { FieldError } from '../../patterns/field-error';
import {
  DialogForm,
  FormDialog,
  useDialogBusy,
  type DialogRequestProps,
} from '../../patterns/form-dialog';
import { TextField } from '../../patterns/text-field';

/** What the user asks to import; the container uploads it. */
export interface MeetingImportRequest {
  file: File;
  /** The meeting's (and its bot's) name, at most BOT_NAME_MAX characters. */
  name: string;
  /** When the meeting began (ISO, from the user's local date and time), or null when not given. */
  startedAt: string | null;
}

/**
 * `busy` while the file uploads; `error`, the server's reason the import failed (its content could
 * not be read, say).
 */
export interface ImportMeetingDialogProps extends DialogRequestProps {
  onImport: (meeting: MeetingImportRequest) => void;
}

/** The import dialog on /bots: a transcript file recorded elsewhere becomes a meeting. */
export function ImportMeetingDialog({ onImport, ...dialog }: ImportMeetingDialogProps) {
  return (
    <FormDialog
      {...dialog}
      title="Import a meeting"
      description={
        <>
          Bring in a meeting recorded elsewhere from its transcript: a WebVTT file (.vtt) from Zoom,
          Teams or Meet, subtitles (.srt), plain text (.txt) with one &lsquo;Name: words&rsquo; line
          per turn, or a Convene export (.json). Up to 20MB.
        </>
      }
    >
      {/* Inside the content, which unmounts on close: each opening starts from an empty form. */}
      <ImportMeetingForm onImport={onImport} />
    </FormDialog>
  );
}

/** The two inputs of when the meeting started, in the order they are read. */
const STARTED_AT_PARTS = [
  { part: 'date', label: 'Date' },
  { part: 'time', label: 'Time' },
] as const;

function ImportMeetingForm({ onImport }: Pick<ImportMeetingDialogProps, 'onImport'>) {
  const busy = useDialogBusy();
  const ids = {
    file: useId(),
    fileHint: useId(),
  };
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [nameEdited, setNameEdited] = useState(false);
  const [startedAt, setStartedAt] = useState({ date: '', time: '' });

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return;
    const problem = meetingImportProblem(chosen);
    setFileProblem(problem);
    if (problem) {
      setFile(null);
      event.target.value = '';
      return;
    }
    setFile(chosen);
    if (!nameEdited) setName(chosen.name.replace(/\.[^.]*$/, '').slice(0, BOT_NAME_MAX));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      setFileProblem('Choose a transcript file to import');
      fileInput.current?.focus();
      return;
    }
    onImport({
      file,
      name: name.trim(),
      // Both parts or neither (one given requires the other); read as the user's local time.
      startedAt:
        startedAt.date && startedAt.time
          ? new Date(`${startedAt.date}T${startedAt.time}`).toISOString()
          : null,
    });
  }

  return (
    <DialogForm
      onSubmit={submit}
      submitLabel="Import meeting"
      busyLabel="Importing..."
      button={{ icon: <UploadIcon aria-hidden /> }}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.file}>Transcript file</Label>
        {/* The native input stays in the page for keyboards and screen readers; the label is its face. */}
        <input
          ref={fileInput}
          id={ids.file}
          type="file"
          accept={MEETING_IMPORT_EXTENSIONS.join(',')}
          className="peer sr-only"
          disabled={busy}
          aria-invalid={fileProblem !== null || undefined}
          aria-describedby={fileProblem ? ids.fileHint : undefined}
          onChange={chooseFile}
        />
        <label
          htmlFor={ids.file}
          data-slot="file-picker"
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-md border border-dashed px-3 py-3 text-sm transition-colors hover:bg-accent',
            'peer-focus-visible:border-ring peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring',
            'peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
            fileProblem && 'border-destructive',
          )}
        >
          {file ? (
            <>
              <FileTextIcon aria-hidden className="size-5 shrink-0 text-muted-foreground" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{file.name}</span>
                <span className="block text-xs text-muted-foreground">
                  {formatFileSize(file.size)}
                </span>
              </span>
              <span className="shrink-0 text-xs font-medium underline underline-offset-4">
                Change
              </span>
            </>
          ) : (
            <>
              <UploadIcon aria-hidden className="size-5 shrink-0 text-muted-foreground" />
              <span className="min-w-0 flex-1">
                <span className="block font-medium">Choose a transcript file</span>
                <span className="block text-xs text-muted-foreground">
                  .vtt, .srt, .txt or .json, up to 20MB
                </span>
              </span>
            </>
          )}
        </label>
        <FieldError id={ids.fileHint} alert>
          {fileProblem}
        </FieldError>
      </div>

      <TextField
        label="Meeting name"
        required
        maxLength={BOT_NAME_MAX}
        disabled={busy}
        placeholder="Weekly sync"
        value={name}
        onValueChange={(typed) => {
          setName(typed);
          setNameEdited(true);
        }}
      />

      <fieldset className="grid gap-2" disabled={busy}>
        <legend className="mb-2 text-sm font-medium">
          Meeting started at <span className="font-normal text-muted-foreground">(optional)</span>
        </legend>
        <div className="grid grid-cols-2 gap-3">
          {STARTED_AT_PARTS.map(({ part, label }) => (
            <Input
              key={part}
              type={part}
              aria-label={label}
              required={startedAt.date !== '' || startedAt.time !== ''}
              value={startedAt[part]}
              onChange={(event) => {
                const typed = event.target.value;
                setStartedAt((previous) => ({ ...previous, [part]: typed }));
              }}
            />
          ))}
        </div>
      </fieldset>
    </DialogForm>
  );
}
