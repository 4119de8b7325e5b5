import type * as React from 'react';
import { ChevronDownIcon } from 'lucide-react';

import { cn } from '../lib/utils';
import { Checkbox } from './checkbox';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

interface MultiSelectOption {
  value: string;
  label: string;
  description?: string;
}

interface MultiSelectProps extends Omit<
  React.ComponentProps<'button'>,
  'value' | 'defaultValue' | 'onChange'
> {
  options: MultiSelectOption[];
  value: string[];
  onValueChange: (value: string[]) => void;
  placeholder?: string;
  /** Text shown in the list when there is nothing to choose from. */
  emptyText?: string;
  /** Maximum height of the option list before it scrolls (a number is pixels). */
  listMaxHeight?: number | string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Chooses any number of options from a popover holding a checkbox list. */
function MultiSelect({
  options,
  value,
  onValueChange,
  placeholder = 'Select...',
  emptyText = 'No options available',
  listMaxHeight = 150,
  open,
  defaultOpen,
  onOpenChange,
  className,
  ...props
}: MultiSelectProps) {
  const selected = options.filter((option) => value.includes(option.value));

  function toggle(optionValue: string, checked: boolean) {
    onValueChange(
      checked ? [...value, optionValue] : value.filter((chosen) => chosen !== optionValue),
    );
  }

  return (
    <Popover open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <button
          type="button"
          data-slot="multi-select-trigger"
          data-placeholder={selected.length === 0 ? '' : undefined}
          className={cn(
            'flex h-9 w-full items-center justify-between gap-2 rounded-md border border-input bg-transparent px-3 py-2 text-left text-sm shadow-xs transition-[color,box-shadow] outline-none dark:bg-input/30 dark:hover:bg-input/50',
            'data-[placeholder]:text-muted-foreground',
            'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring',
            'aria-invalid:border-destructive',
            'disabled:cursor-not-allowed disabled:opacity-50',
            className,
          )}
          {...props}
        >
          <span className="truncate">
            {selected.length === 0
              ? placeholder
              : selected.map((option) => option.label).join(', ')}
          </span>
          <ChevronDownIcon aria-hidden className="size-4 shrink-0 opacity-50" />
        </button>
      </PopoverTrigger>
      <PopoverContent
        data-slot="multi-select-content"
        aria-label={placeholder}
        align="start"
        className="w-(--radix-popover-trigger-width) min-w-[12rem] p-1"
      >
        {options.length === 0 ? (
          <p className="px-2 py-1.5 text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <ul
            data-slot="multi-select-list"
            className="overflow-y-auto"
            style={{ maxHeight: listMaxHeight }}
          >
            {options.map((option) => (
              <li key={option.value}>
                <label className="flex cursor-pointer items-start gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-accent hover:text-accent-foreground">
                  <Checkbox
                    className="mt-0.5"
                    checked={value.includes(option.value)}
                    onCheckedChange={(checked) => toggle(option.value, checked === true)}
                  />
                  <span className="flex flex-col gap-0.5">
                    <span className="font-medium">{option.label}</span>
                    {option.description && (
                      <span className="text-xs text-muted-foreground">{option.description}</span>
                    )}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}

export { MultiSelect, type MultiSelectOption, type MultiSelectProps };
