import { Combobox, InputBase, Pill, PillsInput, type ComboboxProps, type MantineSize } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';
import { AsyncSelectDropdown } from './AsyncSelectDropdown.js';
import type { SelectOption } from './selectOption.js';
import { useAsyncSelectCore, type AsyncSelectCoreOptions } from './useAsyncSelectCore.js';

export const CLEAR_SELECTION_LABEL = 'Clear selection';

export interface AsyncSelectCommonProps extends AsyncSelectCoreOptions {
  /** Trimmed phrase in, options out. Rejections show an error toast. */
  loadOptions: (phrase: string) => Promise<SelectOption[]>;
  /** Shortest phrase that is searched; default 2 (see DEFAULT_MIN_SEARCH_LENGTH). */
  minSearchLength?: number;
  /** Default SEARCH_DEBOUNCE_MS (500). */
  debounceMs?: number;
  /** Load the list without a phrase when the dropdown opens (and when the phrase is emptied). */
  searchOnOpen?: boolean;
  /** Offer Create New (needs onCreate); the created option is then chosen. */
  allowCreate?: boolean;
  onCreate?: (phrase: string) => Promise<SelectOption> | SelectOption;
  /** Options known up front, e.g. the saved selection, so its label shows before any search. */
  initialOptions?: ReadonlyArray<SelectOption>;
  /** Label of a value not in initialOptions nor the results (falls back to the value itself). */
  getOptionLabel?: (value: string) => string | undefined;
  /** Show a clear button when something is chosen; default true, always false when required. */
  clearable?: boolean;
  /** Asterisk, and no clear button: "required selects cannot be cleared" (000 §5). */
  required?: boolean;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  id?: string;
  name?: string;
  size?: MantineSize;
  onBlur?: () => void;
  onFocus?: () => void;
  'aria-label'?: string;
  /** Passed to Mantine's Combobox (e.g. withinPortal, position). */
  comboboxProps?: Omit<ComboboxProps, 'store' | 'onOptionSubmit' | 'children'>;
}

export interface AsyncSelectSingleProps extends AsyncSelectCommonProps {
  multiple?: false;
  value: string | null;
  onChange: (value: string | null, option: SelectOption | null) => void;
}

export interface AsyncSelectMultipleProps extends AsyncSelectCommonProps {
  multiple: true;
  value: ReadonlyArray<string>;
  onChange: (value: string[], options: SelectOption[]) => void;
}

export type AsyncSelectProps = AsyncSelectSingleProps | AsyncSelectMultipleProps;

/**
 * Search-as-you-type select over `loadOptions`, on Mantine Combobox primitives. The dropdown
 * follows selectSearchReducer: 'Start typing to search.', 'Search phrase must be longer',
 * 'Loading results...', then the options or the no-results line (000 §5).
 */
export function AsyncSelect(props: AsyncSelectProps) {
  return props.multiple ? <AsyncMultiSelect {...props} /> : <AsyncSingleSelect {...props} />;
}

/** Enter in an open dropdown picks an option; it must never submit the surrounding form. */
function keepEnterInDropdown(opened: boolean) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (opened && event.key === 'Enter') event.preventDefault();
  };
}

function AsyncSingleSelect(props: AsyncSelectSingleProps) {
  const { value, onChange, clearable = true, required, label, description, error, placeholder, disabled, readOnly, id, name, size, onBlur, onFocus, comboboxProps } = props;
  const core = useAsyncSelectCore(props);
  const { combobox, search } = core;
  const opened = combobox.dropdownOpened;
  const selected = value !== null && value !== '' ? core.resolve(value) : null;

  const choose = (option: SelectOption) => {
    onChange(option.value, option);
    combobox.closeDropdown();
  };

  const showClear = clearable && !required && selected !== null && core.interactive;
  return (
    <Combobox store={combobox} onOptionSubmit={(next) => void core.submit(next, choose)} readOnly={readOnly} size={size} {...comboboxProps}>
      <Combobox.Target withExpandedAttribute>
        <InputBase
          id={id}
          name={name}
          size={size}
          label={label}
          description={description}
          error={error}
          required={required}
          disabled={disabled}
          readOnly={readOnly}
          aria-label={props['aria-label']}
          autoComplete="off"
          // While searching the input holds the phrase and the chosen label becomes the placeholder.
          value={opened ? search.state.phrase : (selected?.label ?? '')}
          placeholder={opened ? (selected?.label ?? placeholder) : placeholder}
          onChange={(event) => {
            core.openDropdown();
            search.type(event.currentTarget.value);
            combobox.resetSelectedOption();
          }}
          onClick={core.openDropdown}
          onFocus={() => {
            core.openDropdown();
            onFocus?.();
          }}
          onBlur={() => {
            combobox.closeDropdown();
            onBlur?.();
          }}
          onKeyDown={keepEnterInDropdown(opened)}
          __defaultRightSection={<Combobox.Chevron size={size} error={error} />}
          __clearSection={
            <Combobox.ClearButton aria-label={CLEAR_SELECTION_LABEL} aria-hidden={false} tabIndex={0} onClear={() => onChange(null, null)} />
          }
          __clearable={showClear}
          rightSectionPointerEvents="none"
        />
      </Combobox.Target>
      <AsyncSelectDropdown
        state={search.state}
        selected={new Set(selected ? [selected.value] : [])}
        canCreate={core.canCreate}
        creating={core.creating}
        hidden={!core.interactive}
      />
    </Combobox>
  );
}

function AsyncMultiSelect(props: AsyncSelectMultipleProps) {
  const { value, onChange, clearable = true, required, label, description, error, placeholder, disabled, readOnly, id, name, size, onBlur, onFocus, comboboxProps } = props;
  const core = useAsyncSelectCore(props);
  const { combobox, search } = core;
  const chosen = value.map(core.resolve);

  const emit = (next: SelectOption[]) => onChange(next.map((option) => option.value), next);
  // Picking a chosen option again removes it. The dropdown stays open for the next pick.
  const choose = (option: SelectOption) =>
    emit(chosen.some((item) => item.value === option.value) ? chosen.filter((item) => item.value !== option.value) : [...chosen, option]);
  const remove = (removed: string) => emit(chosen.filter((item) => item.value !== removed));

  const showClear = clearable && !required && chosen.length > 0 && core.interactive;
  return (
    <Combobox store={combobox} onOptionSubmit={(next) => void core.submit(next, choose)} readOnly={readOnly} size={size} {...comboboxProps}>
      <Combobox.DropdownTarget>
        <PillsInput
          id={id}
          size={size}
          label={label}
          description={description}
          error={error}
          required={required}
          disabled={disabled}
          onClick={core.openDropdown}
          __defaultRightSection={<Combobox.Chevron size={size} error={error} />}
          __clearSection={
            <Combobox.ClearButton aria-label={CLEAR_SELECTION_LABEL} aria-hidden={false} tabIndex={0} onClear={() => emit([])} />
          }
          __clearable={showClear}
          rightSectionPointerEvents="none"
        >
          <Pill.Group>
            {chosen.map((option) => (
              <Pill
                key={option.value}
                withRemoveButton={core.interactive}
                onRemove={() => remove(option.value)}
                // Named for screen readers; kept out of the tab order (Backspace removes from the keyboard).
                removeButtonProps={{ 'aria-label': `Remove ${option.label}`, 'aria-hidden': false }}
              >
                {option.label}
              </Pill>
            ))}
            <Combobox.EventsTarget withExpandedAttribute>
              <PillsInput.Field
                name={name}
                aria-label={props['aria-label']}
                autoComplete="off"
                readOnly={readOnly}
                value={search.state.phrase}
                placeholder={chosen.length === 0 ? placeholder : undefined}
                onChange={(event) => {
                  core.openDropdown();
                  search.type(event.currentTarget.value);
                  combobox.resetSelectedOption();
                }}
                onFocus={() => {
                  core.openDropdown();
                  onFocus?.();
                }}
                onBlur={() => {
                  combobox.closeDropdown();
                  onBlur?.();
                }}
                onKeyDown={(event) => {
                  keepEnterInDropdown(combobox.dropdownOpened)(event);
                  // Backspace in an empty search removes the last chip, as in Mantine's MultiSelect.
                  const last = chosen[chosen.length - 1];
                  if (event.key === 'Backspace' && search.state.phrase === '' && last && core.interactive) {
                    event.preventDefault();
                    remove(last.value);
                  }
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <AsyncSelectDropdown
        state={search.state}
        selected={new Set(value)}
        canCreate={core.canCreate}
        creating={core.creating}
        hidden={!core.interactive}
      />
    </Combobox>
  );
}
