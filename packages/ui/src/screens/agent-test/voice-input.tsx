import { useId, type KeyboardEvent } from 'react';
import { KeyboardIcon, MicIcon } from 'lucide-react';

import { Button } from '../../components/button';
import { Label } from '../../components/label';
import { Switch } from '../../components/switch';
import { inlineLink } from './inline-link';

const TALK_KEYS = new Set([' ', 'Enter']);

/** Talking to the agent: hold to talk (pointer or Space/Enter), or hands-free; or switch to typing. */
export function VoiceInput({
  handsFree,
  pressed,
  onTalkStart,
  onTalkEnd,
  onHandsFreeChange,
  onTypeInstead,
}: {
  handsFree: boolean;
  pressed: boolean;
  onTalkStart: () => void;
  onTalkEnd: () => void;
  onHandsFreeChange: (handsFree: boolean) => void;
  onTypeInstead: () => void;
}) {
  const switchId = useId();

  function keyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!TALK_KEYS.has(event.key)) return;
    // No click either: holding, not clicking, is the gesture.
    event.preventDefault();
    if (!event.repeat) onTalkStart();
  }

  function keyUp(event: KeyboardEvent<HTMLButtonElement>) {
    if (!TALK_KEYS.has(event.key)) return;
    event.preventDefault();
    onTalkEnd();
  }

  return (
    <div
      data-slot="agent-test-voice-input"
      className="flex flex-col items-center gap-4 border-t pt-4"
    >
      {handsFree ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <MicIcon aria-hidden className="size-4 shrink-0" />
          Listening all the time. Just talk.
        </p>
      ) : (
        <Button
          type="button"
          data-slot="push-to-talk"
          aria-pressed={pressed}
          onPointerDown={(event) => event.button === 0 && onTalkStart()}
          onPointerUp={onTalkEnd}
          // Sliding off the button while holding it lets go, as releasing would.
          onPointerLeave={(event) => event.buttons !== 0 && onTalkEnd()}
          onPointerCancel={onTalkEnd}
          onKeyDown={keyDown}
          onKeyUp={keyUp}
          // Leaving the button while holding it must not leave the microphone open.
          onBlur={() => pressed && onTalkEnd()}
          // A long press on a phone would otherwise select text or scroll the page.
          className="h-16 w-full max-w-xs touch-none rounded-full text-base select-none aria-pressed:scale-95 aria-pressed:shadow-inner aria-pressed:ring-4 aria-pressed:ring-ring"
        >
          <MicIcon aria-hidden className="size-5" />
          Hold to talk
        </Button>
      )}
      <div className="flex w-full flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <div className="flex items-center gap-3">
          <Switch id={switchId} checked={handsFree} onCheckedChange={onHandsFreeChange} />
          <Label htmlFor={switchId}>Hands-free</Label>
        </div>
        <Button variant="link" size="sm" className={inlineLink} onClick={onTypeInstead}>
          <KeyboardIcon aria-hidden />
          Type instead
        </Button>
      </div>
    </div>
  );
}
