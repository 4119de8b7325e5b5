import { useEffect, useRef, useState, type FormEvent } from 'react';
import { QuoteIcon, SendIcon } from 'lucide-react';
import { CHAT_MESSAGE_MAX } from '@convene/domain/limits';

import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { Markdown } from '../../components/markdown';
import { ScrollArea } from '../../components/scroll-area';
import { Spinner } from '../../components/spinner';
import { formatTranscriptTime } from '../../lib/meeting-display';
import { cn } from '../../lib/utils';
import type { AskAiMessage, TranscriptCitation } from './meeting-types';
import { useTimeZone } from '../../lib/time-zone';

export interface AskAiChatProps {
  messages: readonly AskAiMessage[];
  /** An answer is on its way: 'Thinking...' shows and the send button is disabled. */
  thinking: boolean;
  /** A question, trimmed and never blank. */
  onAsk: (question: string) => void;
  /** A citation under an answer was clicked: show that moment of the transcript. */
  onCitation: (citation: TranscriptCitation) => void;
  className?: string;
}

/** 'Ask AI': the conversation about this meeting in a 350px scroll area, and the question box. */
export function AskAiChat({ messages, thinking, onAsk, onCitation, className }: AskAiChatProps) {
  const [question, setQuestion] = useState('');
  const viewportRef = useRef<HTMLDivElement>(null);

  // The newest message, or 'Thinking...', is the one to read.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (viewport) viewport.scrollTop = viewport.scrollHeight;
  }, [messages.length, thinking]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = question.trim();
    if (!trimmed || thinking) return;
    onAsk(trimmed);
    setQuestion('');
  }

  return (
    <div data-slot="ask-ai-chat" className={cn('flex flex-col gap-3', className)}>
      <ScrollArea
        className="h-[350px] rounded-md border"
        viewportRef={viewportRef}
        aria-label="Conversation"
      >
        {messages.length === 0 && !thinking ? (
          <p className="flex h-[348px] items-center justify-center p-6 text-center text-sm text-muted-foreground">
            Start a conversation with the AI...
          </p>
        ) : (
          <ol aria-label="Messages" className="flex flex-col gap-4 p-4">
            {messages.map((message, index) => (
              <ChatMessage key={index} message={message} onCitation={onCitation} />
            ))}
            {thinking && (
              <li className="flex flex-col items-start gap-1">
                <span className="text-xs font-medium text-muted-foreground">AI</span>
                <span
                  role="status"
                  className="inline-flex items-center gap-2 rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground"
                >
                  <Spinner aria-hidden />
                  Thinking...
                </span>
              </li>
            )}
          </ol>
        )}
      </ScrollArea>
      <form onSubmit={submit} className="flex gap-2">
        <Input
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          placeholder="Ask a question about this meeting..."
          aria-label="Your question"
          autoComplete="off"
          maxLength={CHAT_MESSAGE_MAX}
        />
        <Button type="submit" disabled={thinking} aria-label="Send">
          <SendIcon aria-hidden />
        </Button>
      </form>
    </div>
  );
}

function ChatMessage({
  message,
  onCitation,
}: {
  message: AskAiMessage;
  onCitation: (citation: TranscriptCitation) => void;
}) {
  const mine = message.role === 'user';
  return (
    <li
      data-slot="chat-message"
      data-role={message.role}
      className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}
    >
      <span className="text-xs font-medium text-muted-foreground">{mine ? 'You' : 'AI'}</span>
      <div
        className={cn(
          'max-w-[90%] rounded-lg px-3 py-2 text-sm',
          mine ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
        )}
      >
        {mine ? (
          <p className="break-words whitespace-pre-wrap">{message.content}</p>
        ) : (
          <Markdown>{message.content}</Markdown>
        )}
      </div>
      {!mine && message.citations && message.citations.length > 0 && (
        <Citations citations={message.citations} onCitation={onCitation} />
      )}
    </li>
  );
}

/** The transcript moments an answer drew on; each one shows its place in the transcript. */
function Citations({
  citations,
  onCitation,
}: {
  citations: readonly TranscriptCitation[];
  onCitation: (citation: TranscriptCitation) => void;
}) {
  const timeZone = useTimeZone();
  return (
    <div className="w-full max-w-[90%] space-y-1">
      <p className="text-xs font-medium text-muted-foreground">Sources</p>
      <ul aria-label="Sources" className="flex flex-col gap-1">
        {citations.map((citation, index) => (
          <li key={`${citation.segment}-${index}`}>
            <button
              type="button"
              data-slot="citation"
              onClick={() => onCitation(citation)}
              className="flex w-full items-start gap-2 rounded-md border px-2 py-1.5 text-left text-xs transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring"
            >
              <QuoteIcon aria-hidden className="mt-0.5 size-3 shrink-0 text-muted-foreground" />
              <span className="min-w-0">
                <span className="font-medium">{citation.speaker}</span>{' '}
                <span className="font-mono text-muted-foreground tabular-nums">
                  {formatTranscriptTime(citation.at, timeZone)}
                </span>
                <q className="mt-0.5 block break-words text-muted-foreground italic">
                  {citation.quote}
                </q>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
