import { useState } from 'react';
import type * as React from 'react';

import { cn } from '../lib/utils';

const textareaClasses = [
  'flex field-sizing-content min-h-16 w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-none md:text-sm dark:bg-input/30',
  'placeholder:text-muted-foreground',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring',
  'aria-invalid:border-destructive',
];

/**
 * A multi-line text field. With `maxLength` it also shows an 'n/max' counter below the field,
 * for controlled and uncontrolled use alike, unless `counter` is false: a chat box's limit is
 * far past what people type there, and a count would only crowd it.
 */
function Textarea({
  className,
  maxLength,
  counter = true,
  value,
  defaultValue,
  onChange,
  ...props
}: React.ComponentProps<'textarea'> & { counter?: boolean }) {
  const [typedLength, setTypedLength] = useState(() => String(defaultValue ?? '').length);
  const field = (
    <textarea
      data-slot="textarea"
      className={cn(textareaClasses, className)}
      maxLength={maxLength}
      value={value}
      defaultValue={defaultValue}
      onChange={(event) => {
        setTypedLength(event.target.value.length);
        onChange?.(event);
      }}
      {...props}
    />
  );
  if (maxLength === undefined || !counter) return field;

  const length = value === undefined ? typedLength : String(value).length;
  return (
    <div data-slot="textarea-with-counter" className="flex flex-col gap-1">
      {field}
      <span
        data-slot="textarea-counter"
        className="self-end text-xs text-muted-foreground tabular-nums"
      >
        {length}/{maxLength}
      </span>
    </div>
  );
}

export { Textarea };
