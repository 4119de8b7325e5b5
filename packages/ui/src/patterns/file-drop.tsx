import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { FileTextIcon, UploadIcon, XIcon } from 'lucide-react';

import { Button } from '../components/button';
import { formatFileSize } from '../lib/file-size';
import { cn } from '../lib/utils';
import { FieldError } from './field-error';

export interface FileDropProps {
  /** The file input's id: the caller's <Label htmlFor> names it. */
  id: string;
  /** For the input's `accept` attribute, e.g. '.txt,.pdf'. */
  accept: string;
  /** What the zone takes, e.g. '.txt, .pdf, .json or .csv, up to 7MB'. */
  hint: ReactNode;
  /** The file kept so far: shown once, with its size and a Remove button, in place of the zone. */
  file: { name: string; size: number } | null;
  /** Why the last file was refused; the input is marked invalid and the message announced. */
  error?: string | null;
  disabled?: boolean;
  /**
   * A file was picked or dropped (null when the picker was emptied). Answer whether it is kept:
   * a refused file does not stay in the input.
   */
  onChoose: (file: File | null) => boolean;
  /** The Remove button: the input is emptied too. */
  onRemove: () => void;
  className?: string;
}

/**
 * A file field people can drop a file on or click (or reach by keyboard) to choose one. A real
 * file input lies over the whole zone, transparent, so clicks, keys, labels and test tools reach
 * the browser's own control; only its look is the zone's.
 */
export function FileDrop({
  id,
  accept,
  hint,
  file,
  error = null,
  disabled = false,
  onChoose,
  onRemove,
  className,
}: FileDropProps) {
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  function choose(files: FileList | null) {
    const chosen = files?.[0] ?? null;
    const kept = onChoose(chosen);
    if (!input.current) return;
    if (!kept) input.current.value = '';
    // A dropped file goes into the input too, so it holds what the form holds.
    else if (files && input.current.files !== files) input.current.files = files;
  }

  function dragOver(event: DragEvent<HTMLDivElement>) {
    // Without this the browser would open a file dropped here (or on a disabled zone) as a page.
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setDragging(true);
  }

  function dragLeave(event: DragEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled && event.dataTransfer.files.length > 0) choose(event.dataTransfer.files);
  }

  function remove() {
    if (input.current) input.current.value = '';
    onRemove();
  }

  return (
    <div data-slot="file-drop" className={cn('flex flex-col gap-2', className)}>
      <div
        data-slot="file-drop-zone"
        data-dragging={dragging}
        hidden={file !== null}
        className={cn(
          'relative flex flex-col items-center gap-1 rounded-lg border border-dashed border-input px-4 py-6 text-center text-sm transition-colors',
          'hover:bg-accent/50 data-[dragging=true]:border-primary data-[dragging=true]:bg-accent',
          'has-[input:focus-visible]:border-ring has-[input:disabled]:hover:bg-transparent',
          error !== null && 'border-destructive',
        )}
        onDragEnter={dragOver}
        onDragOver={dragOver}
        onDragLeave={dragLeave}
        onDrop={drop}
      >
        <UploadIcon aria-hidden className="mb-1 size-6 text-muted-foreground" />
        <p className="font-medium">
          {dragging ? 'Drop the file to add it' : 'Drag and drop a file, or click to choose'}
        </p>
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
        <input
          ref={input}
          id={id}
          type="file"
          accept={accept}
          disabled={disabled}
          // Chrome's 'No file chosen' tooltip would contradict the zone.
          title=""
          aria-invalid={error !== null || undefined}
          aria-describedby={error !== null ? `${errorId} ${hintId}` : hintId}
          className={cn(
            'absolute inset-0 size-full cursor-pointer rounded-lg text-transparent outline-none file:hidden',
            'focus-visible:ring-[3px] focus-visible:ring-ring',
            'disabled:pointer-events-none disabled:cursor-not-allowed',
          )}
          onChange={(event) => choose(event.target.files)}
        />
      </div>
      {file && (
        <div
          data-slot="file-drop-file"
          className="flex items-center gap-3 rounded-md border bg-muted/40 px-3 py-2 text-sm"
        >
          <FileTextIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <span className="min-w-0 flex-1 truncate font-medium">{file.name}</span>
          <span className="shrink-0 text-muted-foreground">{formatFileSize(file.size)}</span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={disabled}
            aria-label={`Remove ${file.name}`}
            onClick={remove}
          >
            <XIcon aria-hidden />
            Remove
          </Button>
        </div>
      )}
      <FieldError id={errorId} alert>
        {error}
      </FieldError>
    </div>
  );
}
