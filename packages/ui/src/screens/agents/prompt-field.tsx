import { useRef, useState } from 'react';
import { Undo2Icon, WandSparklesIcon } from 'lucide-react';

import { Button } from '../../components/button';
import { Label } from '../../components/label';
import { Spinner } from '../../components/spinner';
import { Textarea } from '../../components/textarea';
import { Field } from '../../patterns/text-field';
import { samePrompt } from './agent-form';

/** The prompt, with Magic to have it improved and Undo Magic to bring back what the user wrote. */
export function PromptField({
  id,
  value,
  onChange,
  onImprovePrompt,
}: {
  id: string;
  value: string;
  onChange: (prompt: string) => void;
  /** Resolves with the improved prompt, or null to keep this one. */
  onImprovePrompt: (prompt: string) => Promise<string | null>;
}) {
  const [improving, setImproving] = useState(false);
  /** What the user had typed before Magic replaced it, while Undo Magic can bring it back. */
  const [promptBeforeMagic, setPromptBeforeMagic] = useState<string | null>(null);
  const promptInput = useRef<HTMLTextAreaElement>(null);

  async function improvePrompt() {
    const typed = value;
    setImproving(true);
    try {
      const improved = await onImprovePrompt(typed);
      if (improved !== null && !samePrompt(typed, improved)) {
        onChange(improved);
        setPromptBeforeMagic(typed);
      }
    } finally {
      setImproving(false);
    }
  }

  function undoMagic() {
    if (promptBeforeMagic === null) return;
    onChange(promptBeforeMagic);
    setPromptBeforeMagic(null);
    // The Undo button goes away; the restored prompt is where the user works next.
    promptInput.current?.focus();
  }

  return (
    <Field>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <Label htmlFor={id}>Prompt</Label>
        <div className="flex gap-2">
          {promptBeforeMagic !== null && (
            <Button type="button" variant="ghost" size="sm" onClick={undoMagic}>
              <Undo2Icon aria-hidden />
              Undo Magic
            </Button>
          )}
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={value.trim() === '' || improving}
            aria-busy={improving || undefined}
            onClick={improvePrompt}
          >
            {improving ? <Spinner aria-hidden /> : <WandSparklesIcon aria-hidden />}
            Magic
          </Button>
        </div>
      </div>
      <Textarea
        ref={promptInput}
        id={id}
        required
        rows={6}
        className="field-sizing-fixed"
        readOnly={improving}
        placeholder="Describe the agent's role, goals and tone."
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setPromptBeforeMagic(null);
        }}
      />
    </Field>
  );
}
