import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { SearchIcon } from './icons.js';

export interface SearchInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'leftSection' | 'rightSection'> {
  value: string;
  onChange: (value: string) => void;
  /** What the clear button does; onChange('') unless given (e.g. to keep the page when clearing). */
  onClear?: () => void;
}

/** The search box of a list: a magnifier, and a 'Clear search' button once something is typed. */
export function SearchInput({ value, onChange, onClear, ...props }: SearchInputProps) {
  return (
    <TextInput
      {...props}
      leftSection={<SearchIcon />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={value ? <CloseButton size="sm" aria-label="Clear search" onClick={onClear ?? (() => onChange(''))} /> : null}
    />
  );
}
