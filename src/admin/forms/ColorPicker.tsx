import { Button, ColorSwatch, Group, Input, Popover, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { SWATCH_DEFAULTS } from '../../shared/swatches.js';
import { normaliseColour } from './colour.js';
import { ColorSwatchGrid, type ColorPaletteName } from './ColorSwatchGrid.js';
import { ChevronDownIcon } from './icons.js';
import { COLOUR_MESSAGE } from './validation.js';

export const NO_COLOUR_LABEL = 'No colour';
export const CUSTOM_COLOUR_LABEL = 'Custom colour';

export interface ColorPickerProps {
  value: string | null;
  onChange: (value: string | null) => void;
  /** Preset swatches (000 §3.2): basic 16, textBasic 7 (4 per row), textAdvanced 8×10 (10 per row). */
  palette?: ColorPaletteName;
  /** Close the popover once a colour is chosen (000 §4 "choosing a colour may close it"); default true. */
  closeOnSelect?: boolean;
  /** Asterisk, and no "No colour" option. */
  required?: boolean;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
  id?: string;
  /** Swatch size in px, default 42; spacing is a quarter of it. */
  swatchSize?: number;
  /** Shown on the button when no colour is set. */
  placeholder?: string;
  /** Called when the popover closes (the field marks itself touched). */
  onBlur?: () => void;
  onFocus?: () => void;
}

/**
 * A swatch button that opens a popover with the preset swatches, a fallback input for a typed
 * colour and, unless required, a "No colour" button.
 */
export function ColorPicker({
  value,
  onChange,
  palette = 'basic',
  closeOnSelect = true,
  required,
  label,
  description,
  error,
  disabled,
  readOnly,
  id,
  swatchSize = SWATCH_DEFAULTS.size,
  placeholder = NO_COLOUR_LABEL,
  onBlur,
  onFocus,
}: ColorPickerProps) {
  const generatedId = useId();
  // Popover.Target sets the button's id to the popover's; the wrapper's label points at it.
  const buttonId = id ?? generatedId;
  const describedBy = [error ? `${buttonId}-error` : '', description ? `${buttonId}-description` : ''].filter(Boolean).join(' ');
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);

  const setOpen = (next: boolean) => {
    if (next === opened) return;
    if (next) {
      // The typed-colour input starts from the current value, ready to be edited.
      setDraft(value ?? '');
      setDraftError(null);
      onFocus?.();
    } else {
      onBlur?.();
    }
    setOpened(next);
  };

  const choose = (colour: string | null) => {
    onChange(colour);
    if (closeOnSelect) setOpen(false);
    else setDraft(colour ?? '');
  };

  const applyDraft = () => {
    const colour = normaliseColour(draft);
    if (colour === null) {
      setDraftError(COLOUR_MESSAGE);
      return;
    }
    choose(colour);
  };

  const interactive = !disabled && !readOnly;
  return (
    <Input.Wrapper id={buttonId} label={label} description={description} error={error} required={required}>
      <Popover id={buttonId} opened={opened} onChange={setOpen} position="bottom-start" shadow="md" trapFocus returnFocus disabled={!interactive}>
        <Popover.Target>
          <Button
            type="button"
            variant="default"
            disabled={disabled}
            aria-readonly={readOnly || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            // Name = label + current value ("Text colour #3867a6"): the value alone says nothing.
            aria-labelledby={label ? `${buttonId}-label ${buttonId}-value` : undefined}
            data-colour={value ?? undefined}
            onClick={() => interactive && setOpen(!opened)}
            leftSection={value ? <ColorSwatch color={value} size={18} aria-hidden /> : null}
            rightSection={<ChevronDownIcon size={14} />}
            styles={{ root: { display: 'flex', fontWeight: 400 } }}
          >
            <Text span id={`${buttonId}-value`} size="sm" c={value ? undefined : 'dimmed'}>
              {value ?? placeholder}
            </Text>
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="sm">
            <ColorSwatchGrid palette={palette} value={value} onPick={choose} size={swatchSize} />
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                size="xs"
                label={CUSTOM_COLOUR_LABEL}
                placeholder="#3867a6"
                value={draft}
                error={draftError}
                style={{ flex: 1 }}
                onChange={(event) => {
                  setDraft(event.currentTarget.value);
                  setDraftError(null);
                }}
                onKeyDown={(event) => {
                  // Enter applies the typed colour; it must not submit the form around the picker.
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    applyDraft();
                  }
                }}
              />
              <Button size="xs" variant="light" mt={22} onClick={applyDraft}>
                Apply
              </Button>
            </Group>
            {!required ? (
              <Button size="xs" variant="subtle" color="gray" onClick={() => choose(null)} disabled={value === null}>
                {NO_COLOUR_LABEL}
              </Button>
            ) : null}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
