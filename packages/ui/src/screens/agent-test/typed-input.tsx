import { useId, useState, type KeyboardEvent } from 'react';
import { InfoIcon, MicIcon, SendIcon } from 'lucide-react';
import { CHAT_MESSAGE_MAX } from '@convene/domain/limits';

import { Button } from '../../components/button';
import { Label } from '../../components/label';
import { Textarea } from '../../components/textarea';
import { cn } from '../../lib/utils';
import type { AgentTestInput } from './agent-test-types';
import { inlineLink } from './inline-link';

type TypingReason = Extract<AgentTestInput, { kind: 'typed' }>['reason'];

const TYPING_REASONS: Record<Exclude<TypingReason, 'chosen'>, string> = {
  unsupported: 'This browser has no speech recognition, so you type and the agent answers aloud.',
  'microphone-refused':
    "The microphone is blocked, so you type instead. Allow the microphone in the browser's site settings to talk.",
};

/** Typing to the agent, when speech is not possible or the user chose it. */
export function TypedInput({
  reason,
  onSend,
  onSpeakInstead,
}: {
  reason: TypingReason;
  onSend: (text: string) => void;
  onSpeakInstead: () => void;
}) {
  return (
    <div data-slot="agent-test-typed-input" className="flex flex-col gap-3 border-t pt-4">
      {reason !== 'chosen' && (
        <p className="flex items-start gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm">
          <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          {TYPING_REASONS[reason]}
        </p>
      )}
      {/* The user just asked to type: the field takes the focus the Type instead button had. */}
      <MessageForm onSend={onSend} autoFocus={reason === 'chosen'} />
      {reason === 'chosen' && (
        <Button
          variant="link"
          size="sm"
          className={cn(inlineLink, 'self-start')}
          onClick={onSpeakInstead}
        >
          <MicIcon aria-hidden />
          Speak instead
        </Button>
      )}
    </div>
  );
}

function MessageForm({
  onSend,
  autoFocus,
}: {
  onSend: (text: string) => void;
  autoFocus: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter starts a new line; Enter that confirms an IME composition does neither.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (blank) return;
        onSend(text.trim());
        setText('');
      }}
    >
      <Label htmlFor={id}>Message</Label>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          value={text}
          rows={1}
          placeholder="Type what you would say..."
          autoComplete="off"
          autoFocus={autoFocus}
          maxLength={CHAT_MESSAGE_MAX}
          counter={false}
          className="max-h-40 min-h-10 resize-none"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={keyDown}
        />
        <Button type="submit" disabled={blank}>
          <SendIcon aria-hidden />
          Send
        </Button>
      </div>
    </form>
  );
}
