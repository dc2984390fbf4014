import { Group, Select, type ComboboxData } from '@mantine/core';
import type { ReactNode } from 'react';
import { SearchInput } from './SearchInput.js';

export interface SearchAndStatusProps {
  phrase: string;
  onPhrase: (phrase: string) => void;
  status: string | null;
  onStatus: (status: string | null) => void;
  /** Called when either filter changes (a list goes back to its first page). */
  onFilter: () => void;
  statusOptions: ComboboxData;
  searchLabel?: string;
  searchPlaceholder: string;
  statusWidth?: number;
  /** Further filters after the two. */
  children?: ReactNode;
}

/** The filter row of a list: a search box and a clearable status select; either change calls onFilter. */
export function SearchAndStatus({ phrase, onPhrase, status, onStatus, onFilter, statusOptions, searchLabel = 'Search', searchPlaceholder, statusWidth = 160, children }: SearchAndStatusProps) {
  return (
    <Group gap="sm" align="flex-end">
      <SearchInput
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={phrase}
        onChange={(value) => {
          onPhrase(value);
          onFilter();
        }}
        onClear={() => onPhrase('')}
        w={{ base: '100%', sm: 300 }}
      />
      <Select
        label="Status"
        placeholder="Any status"
        data={statusOptions}
        value={status}
        onChange={(value) => {
          onStatus(value);
          onFilter();
        }}
        clearable
        w={statusWidth}
      />
      {children}
    </Group>
  );
}
