import { ColorSwatch, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CheckIcon } from './icons.js';

/** Spec 000 §3.2 "Select option: value, label, color, icon, count" (+ disabled, for static lists). */
export interface SelectOption {
  value: string;
  label: string;
  /** A colour dot before the label (e.g. a status or a tenant colour). */
  color?: string;
  icon?: ReactNode;
  /** How many items the option stands for, shown at the right with thousand separators. */
  count?: number;
  disabled?: boolean;
}

const COUNT_FORMAT = new Intl.NumberFormat('en-US');

/** 000 §9 "Dropdown counts use thousand separators": 12345 → '12,345'. */
export function formatCount(count: number): string {
  return COUNT_FORMAT.format(count);
}

/** The inside of an option row: check mark, icon, colour dot, label and count. */
export function OptionContent({ option, checked = false }: { option: SelectOption; checked?: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        {/* Keep the column even when unchecked so labels line up. */}
        <span aria-hidden style={{ display: 'inline-flex', width: 14, visibility: checked ? 'visible' : 'hidden' }}>
          <CheckIcon size={14} />
        </span>
        {option.icon ? (
          <span aria-hidden style={{ display: 'inline-flex' }}>
            {option.icon}
          </span>
        ) : null}
        {option.color ? <ColorSwatch color={option.color} size={12} withShadow={false} aria-hidden /> : null}
        <Text span size="sm" truncate>
          {option.label}
        </Text>
      </Group>
      {option.count !== undefined ? (
        <Text span size="xs" c="dimmed" data-option-count>
          {formatCount(option.count)}
        </Text>
      ) : null}
    </Group>
  );
}

/** Value → option lookup, for labels and counts of the selected values. */
export function optionMap(options: ReadonlyArray<SelectOption>): Map<string, SelectOption> {
  return new Map(options.map((option) => [option.value, option]));
}
