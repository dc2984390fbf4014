import { Combobox, Group, Loader, Text } from '@mantine/core';
import { MESSAGES } from '../../shared/messages.js';
import { PlusIcon } from './icons.js';
import { OptionContent } from './selectOption.js';
import { selectSearchMessage, type SelectSearchState } from './selectSearchReducer.js';

/**
 * Value of the Create New row. A NUL character cannot come from a real id, so it cannot collide
 * with an option value.
 */
export const CREATE_OPTION_VALUE = '\u0000create-new';

export interface AsyncSelectDropdownProps {
  state: SelectSearchState;
  /** Values currently chosen: marked with a check (and aria-selected). */
  selected: ReadonlySet<string>;
  /** Show the Create New row (adding allowed and an onCreate handler given). */
  canCreate: boolean;
  creating: boolean;
  hidden: boolean;
}

/** The dropdown of AsyncSelect: the state's message, the loaded options and Create New. */
export function AsyncSelectDropdown({ state, selected, canCreate, creating, hidden }: AsyncSelectDropdownProps) {
  const message = selectSearchMessage(state);
  const loaded = state.status === 'loaded';
  const phrase = state.phrase.trim();
  return (
    <Combobox.Dropdown hidden={hidden}>
      <Combobox.Options>
        {message !== undefined ? (
          // aria-live: the message replaces the options while the user types; announce the change.
          <Combobox.Empty aria-live="polite" data-search-status={state.status}>
            {state.status === 'loading' ? (
              <Group gap="xs" justify="center" wrap="nowrap">
                <Loader size={14} aria-hidden />
                <span>{message}</span>
              </Group>
            ) : (
              message
            )}
          </Combobox.Empty>
        ) : null}
        {loaded
          ? state.options.map((option) => {
              const checked = selected.has(option.value);
              return (
                <Combobox.Option key={option.value} value={option.value} disabled={option.disabled} active={checked} aria-selected={checked}>
                  <OptionContent option={option} checked={checked} />
                </Combobox.Option>
              );
            })
          : null}
        {loaded && canCreate ? (
          <Combobox.Option value={CREATE_OPTION_VALUE} disabled={creating} aria-selected={false}>
            <Group gap="xs" wrap="nowrap">
              <PlusIcon size={14} />
              <span>{MESSAGES.selectCreateNew}</span>
              {phrase !== '' ? (
                <Text span size="sm" c="dimmed" truncate>
                  “{phrase}”
                </Text>
              ) : null}
            </Group>
          </Combobox.Option>
        ) : null}
      </Combobox.Options>
    </Combobox.Dropdown>
  );
}
