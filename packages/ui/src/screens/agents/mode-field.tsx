import { AGENT_MODES, type AgentMode } from '@convene/domain/limits';

import { cn } from '../../lib/utils';

const MODE_CHOICES: Record<AgentMode, { label: string; description: string }> = {
  active: { label: 'Active', description: 'Speaks up whenever it is spoken to.' },
  passive: {
    label: 'Passive',
    description: 'Listens, and answers only after one of its wake words.',
  },
};

/** The agent's mode, as a choice of two cards that say what each means for the meeting. */
export function ModeField({
  id,
  value,
  onChange,
}: {
  /** Names the radio group; each choice's id is built from it. */
  id: string;
  value: AgentMode;
  onChange: (mode: AgentMode) => void;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">Mode</legend>
      <div className="grid gap-3 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
        {AGENT_MODES.map((mode) => (
          <ModeChoice
            key={mode}
            id={`${id}-${mode}`}
            name={id}
            mode={mode}
            checked={value === mode}
            onChoose={() => onChange(mode)}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** One of the two modes as a card: a radio, its name and what it means for the meeting. */
function ModeChoice({
  id,
  name,
  mode,
  checked,
  onChoose,
}: {
  id: string;
  name: string;
  mode: AgentMode;
  checked: boolean;
  onChoose: () => void;
}) {
  const { label, description } = MODE_CHOICES[mode];
  return (
    <label
      htmlFor={id}
      data-slot="mode-choice"
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent/50',
        'has-[:checked]:border-primary has-[:checked]:bg-accent',
        'has-[:disabled]:cursor-not-allowed has-[:disabled]:hover:bg-transparent',
      )}
    >
      <input
        id={id}
        type="radio"
        name={name}
        value={mode}
        checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        onChange={onChoose}
        className={cn(
          'mt-0.5 size-4 shrink-0 appearance-none rounded-full border border-input bg-background shadow-xs outline-none',
          'checked:border-[5px] checked:border-primary',
          'focus-visible:ring-[3px] focus-visible:ring-ring',
          'disabled:opacity-50',
        )}
      />
      <span className="space-y-0.5">
        <span id={`${id}-label`} className="block font-medium">
          {label}
        </span>
        <span id={`${id}-description`} className="block text-muted-foreground">
          {description}
        </span>
      </span>
    </label>
  );
}
