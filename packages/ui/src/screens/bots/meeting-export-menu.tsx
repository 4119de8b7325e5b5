import { useId } from 'react';
import { ChevronDownIcon, DownloadIcon } from 'lucide-react';

import { Button } from '../../components/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/dropdown-menu';
import { Spinner } from '../../components/spinner';
import type { MeetingExportFormat } from './meeting-types';

export interface MeetingExportMenuProps {
  /** The user picked a file; the container downloads it and sets `exporting` meanwhile. */
  onExport: (format: MeetingExportFormat) => void;
  /** The file being downloaded: the button shows as busy and the menu takes no choice until it is done. */
  exporting: MeetingExportFormat | null;
  hasNotes: boolean;
  hasTranscript: boolean;
}

const TRANSCRIPT_FORMATS: readonly { format: MeetingExportFormat; label: string }[] = [
  { format: 'txt', label: 'Plain text (.txt)' },
  { format: 'md', label: 'Markdown (.md)' },
  { format: 'srt', label: 'SubRip subtitles (.srt)' },
  { format: 'vtt', label: 'WebVTT subtitles (.vtt)' },
  { format: 'json', label: 'JSON (.json)' },
];

/** The meeting's Export menu: the transcript in five formats or the notes as markdown. */
export function MeetingExportMenu({
  onExport,
  exporting,
  hasNotes,
  hasTranscript,
}: MeetingExportMenuProps) {
  const busy = exporting !== null;
  const transcriptLabel = useId();
  const notesLabel = useId();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          disabled={!hasNotes && !hasTranscript}
          aria-busy={busy || undefined}
        >
          {busy ? <Spinner aria-hidden /> : <DownloadIcon aria-hidden />}
          {busy ? 'Exporting...' : 'Export'}
          <ChevronDownIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuGroup aria-labelledby={transcriptLabel}>
          <DropdownMenuLabel id={transcriptLabel}>Transcript</DropdownMenuLabel>
          {TRANSCRIPT_FORMATS.map(({ format, label }) => (
            <DropdownMenuItem
              key={format}
              disabled={!hasTranscript || busy}
              onSelect={() => onExport(format)}
            >
              {label}
              {exporting === format && <Spinner className="ml-auto" />}
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuGroup aria-labelledby={notesLabel}>
          <DropdownMenuLabel id={notesLabel}>Notes</DropdownMenuLabel>
          <DropdownMenuItem disabled={!hasNotes || busy} onSelect={() => onExport('notes')}>
            Markdown (.md)
            {exporting === 'notes' && <Spinner className="ml-auto" />}
          </DropdownMenuItem>
        </DropdownMenuGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
