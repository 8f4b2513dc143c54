'use client';
// A labelled dropdown of single-choice items (role menuitemradio), over Radix DropdownMenu.
import { DropdownMenu } from 'radix-ui';
import { ChevronDown } from 'lucide-react';

export interface ChoiceMenuProps {
  label: string;
  /** Shown on the trigger: the current choice. */
  current: string;
  value: string;
  options: { value: string; label: string }[];
  onChoose(value: string): void;
}

export function ChoiceMenu({ label, current, value, options, onChoose }: ChoiceMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex items-center gap-1 rounded px-2 py-1 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
      >
        {/* The visible choice is part of the accessible name ("Currency: USD ($)"). */}
        <span className="sr-only">{label}: </span>
        <bdi>{current}</bdi>
        <ChevronDown aria-hidden className="size-3.5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-36 rounded-md border border-slate-200 bg-white p-1 text-sm text-slate-800 shadow-lg"
        >
          <DropdownMenu.RadioGroup value={value} onValueChange={onChoose}>
            {options.map((option) => (
              <DropdownMenu.RadioItem
                key={option.value}
                value={option.value}
                className="flex cursor-pointer items-center justify-between gap-3 rounded px-2 py-1.5 outline-none data-[highlighted]:bg-primary-50 data-[state=checked]:font-semibold"
              >
                {option.label}
                <DropdownMenu.ItemIndicator aria-hidden>✓</DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
