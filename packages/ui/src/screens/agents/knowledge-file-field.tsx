import { useState } from 'react';
import { FileTextIcon } from 'lucide-react';
import { KNOWLEDGE_FILE_MAX_BYTES } from '@convene/domain/limits';

import { Button } from '../../components/button';
import { Label } from '../../components/label';
import { formatFileSize } from '../../lib/file-size';
import { KNOWLEDGE_FILE_ACCEPT, knowledgeFileProblem } from '../../lib/knowledge-file';
import { FileDrop } from '../../patterns/file-drop';
import { Field } from '../../patterns/text-field';

const KNOWLEDGE_FILE_HINT = `.txt, .pdf, .json or .csv, up to ${KNOWLEDGE_FILE_MAX_BYTES / 1024 / 1024}MB`;

/**
 * The knowledge file: a new one is checked as it is chosen. When editing, the agent's current file
 * is shown and kept unless a new file replaces it or the person removes it.
 */
export function KnowledgeFileField({
  id,
  file,
  currentFile,
  removeCurrentFile,
  disabled,
  onFileChange,
  onRemoveCurrentFileChange,
}: {
  id: string;
  /** The file chosen now, already checked; null when none. */
  file: File | null;
  /** The agent's file while editing; null when creating or when it has none. */
  currentFile: { name: string; size: number } | null;
  removeCurrentFile: boolean;
  disabled: boolean;
  onFileChange: (file: File | null) => void;
  onRemoveCurrentFileChange: (remove: boolean) => void;
}) {
  const [fileError, setFileError] = useState<string | null>(null);

  function chooseFile(chosen: File | null): boolean {
    const problem = chosen && knowledgeFileProblem(chosen);
    setFileError(problem);
    onFileChange(problem ? null : chosen);
    return !problem;
  }

  function removeFile() {
    setFileError(null);
    onFileChange(null);
  }

  return (
    <Field>
      <Label htmlFor={id}>Knowledge File</Label>
      {currentFile && !file && (
        <div className="flex items-center gap-3 rounded-md border bg-muted/40 px-3 py-2 text-sm">
          <FileTextIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          {removeCurrentFile ? (
            <span className="min-w-0 flex-1 truncate text-muted-foreground">
              {currentFile.name} will be removed
            </span>
          ) : (
            <>
              <span className="min-w-0 flex-1 truncate font-medium">
                Current: {currentFile.name}
              </span>
              <span className="shrink-0 text-muted-foreground">
                {formatFileSize(currentFile.size)}
              </span>
            </>
          )}
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onRemoveCurrentFileChange(!removeCurrentFile)}
          >
            {removeCurrentFile ? 'Keep file' : 'Remove file'}
          </Button>
        </div>
      )}
      <FileDrop
        id={id}
        accept={KNOWLEDGE_FILE_ACCEPT}
        hint={
          currentFile && !removeCurrentFile
            ? `A new file replaces the current one. ${KNOWLEDGE_FILE_HINT}`
            : KNOWLEDGE_FILE_HINT
        }
        file={file}
        error={fileError}
        disabled={disabled}
        onChoose={chooseFile}
        onRemove={removeFile}
      />
    </Field>
  );
}
