import { useCombobox } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, TOAST_AUTO_CLOSE_MS } from '../../shared/constants.js';
import { CREATE_OPTION_VALUE } from './AsyncSelectDropdown.js';
import { optionMap, type SelectOption } from './selectOption.js';
import { errorMessage, useAsyncSearch } from './useAsyncSearch.js';

/**
 * Choice: phrases shorter than 2 characters are not searched. One letter matches most of any
 * list, so the request would be slow and the answer useless; two narrows it. Callers with short
 * codes can pass minSearchLength={1}.
 */
export const DEFAULT_MIN_SEARCH_LENGTH = 2;

export const CREATE_FAILED_TITLE = 'Could not create the item';

export interface AsyncSelectCoreOptions {
  loadOptions: (phrase: string) => Promise<SelectOption[]>;
  minSearchLength?: number | undefined;
  debounceMs?: number | undefined;
  searchOnOpen?: boolean | undefined;
  allowCreate?: boolean | undefined;
  onCreate?: ((phrase: string) => Promise<SelectOption> | SelectOption) | undefined;
  initialOptions?: ReadonlyArray<SelectOption> | undefined;
  getOptionLabel?: ((value: string) => string | undefined) | undefined;
  disabled?: boolean | undefined;
  readOnly?: boolean | undefined;
}

/**
 * What the single and multiple async selects share: the search, the combobox store, labels of
 * chosen values that are not in the current results, and Create New.
 */
export function useAsyncSelectCore(options: AsyncSelectCoreOptions) {
  const {
    loadOptions,
    minSearchLength = DEFAULT_MIN_SEARCH_LENGTH,
    debounceMs = SEARCH_DEBOUNCE_MS,
    searchOnOpen = false,
    allowCreate = false,
    onCreate,
    initialOptions,
    getOptionLabel,
    disabled,
    readOnly,
  } = options;
  const search = useAsyncSearch({ loadOptions, debounceMs, minSearchLength, searchOnOpen });
  const combobox = useCombobox({
    onDropdownOpen: () => search.open(),
    // Closing forgets the phrase: the input shows the chosen label again, the next opening starts
    // from 'init', and an answer still in flight is dropped (reset takes a new request id).
    onDropdownClose: () => {
      search.reset();
      combobox.resetSelectedOption();
    },
  });

  // Options the user picked or created, so their labels survive the next search.
  const [remembered, setRemembered] = useState<ReadonlyMap<string, SelectOption>>(() => new Map());
  const initial = useMemo(() => optionMap(initialOptions ?? []), [initialOptions]);
  const results = useMemo(() => optionMap(search.state.options), [search.state.options]);

  /** The option for a value: remembered, given up front, in the results, or built from getOptionLabel. */
  const resolve = (value: string): SelectOption =>
    remembered.get(value) ?? initial.get(value) ?? results.get(value) ?? { value, label: getOptionLabel?.(value) ?? value };

  const remember = (option: SelectOption) =>
    setRemembered((previous) => new Map(previous).set(option.value, option));

  const [creating, setCreating] = useState(false);
  const canCreate = allowCreate && onCreate !== undefined;

  const interactive = !disabled && !readOnly;
  const openDropdown = () => {
    if (interactive) combobox.openDropdown();
  };

  /** Handles Combobox onOptionSubmit: Create New or a loaded option, handed to `choose`. */
  const submit = async (value: string, choose: (option: SelectOption) => void) => {
    if (value === CREATE_OPTION_VALUE) {
      if (!onCreate || creating) return;
      setCreating(true);
      try {
        const created = await onCreate(search.state.phrase.trim());
        remember(created);
        choose(created);
      } catch (error) {
        notifications.show({ color: 'red', title: CREATE_FAILED_TITLE, message: errorMessage(error), autoClose: TOAST_AUTO_CLOSE_MS });
      } finally {
        setCreating(false);
      }
      return;
    }
    const option = results.get(value);
    if (!option || option.disabled) return;
    remember(option);
    choose(option);
  };

  return { search, combobox, resolve, submit, creating, canCreate, interactive, openDropdown };
}
