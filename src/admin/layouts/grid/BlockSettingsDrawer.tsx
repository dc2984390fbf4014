import { Alert, Button, Divider, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { COLOR_SCHEMES, type StoredGrid } from '../../../shared/layouts/grid.js';
import { CheckboxField, ColorPickerField, NumberField, SelectField, TextField, TextareaField } from '../../forms/index.js';
import { blockDefinition, blockLabel, blockTypeFields } from '../blockCatalogue.js';
import { GeneratedFields } from '../blockForm/GeneratedFields.js';
import { optionLabel } from '../blockForm/describeFields.js';
import { blockPath } from '../layoutForm.js';
import { findBlock } from './gridState.js';

const SCHEME_OPTIONS = COLOR_SCHEMES.map((value) => ({ value, label: optionLabel(value) }));

/** 001 §3 "Title tokens: sectionname, issuename, pagename. Link token: sectionlink". */
export const TITLE_TOKEN_HINT = 'You may use [sectionname], [issuename] and [pagename]: they are replaced by the page’s section, issue and page name.';
export const LINK_TOKEN_HINT = 'A path (/power), a full address (https://…) or [sectionlink] for the page’s section.';

export interface BlockSettingsDrawerProps {
  gridPath: string;
  grid: StoredGrid;
  /** The block whose settings are open; null: closed. */
  blockId: string | null;
  readOnly: boolean;
  onClose: () => void;
}

/**
 * A block's settings: first those every block has (002 §3 "Block"), then the form generated from
 * the block type's own settings schema. All fields are bound to the layout form at the block's
 * current position.
 */
export function BlockSettingsDrawer({ gridPath, grid, blockId, readOnly, onClose }: BlockSettingsDrawerProps) {
  const at = blockId === null ? null : findBlock(grid, blockId);
  const block = at ? grid.rows[at.row]?.columns[at.column]?.blocks[at.block] : undefined;
  const label = block ? blockLabel(block.type) : '';
  return (
    <Drawer opened={block !== undefined} onClose={onClose} position="right" size="lg" title={block ? `${label} settings` : 'Block settings'}>
      {block && at ? <BlockSettingsFields type={block.type} path={`${blockPath(gridPath, at.row, at.column, at.block)}.settings`} readOnly={readOnly} onClose={onClose} /> : null}
    </Drawer>
  );
}

function BlockSettingsFields({ type, path, readOnly, onClose }: { type: string; path: string; readOnly: boolean; onClose: () => void }) {
  const definition = blockDefinition(type);
  const own = blockTypeFields(type);
  return (
    <Stack gap="md">
      {definition ? (
        <Text size="sm" c="dimmed">
          {definition.description}
        </Text>
      ) : (
        <Alert color="orange" title="Unknown block type">
          The site has no block of type “{type}”. Delete this block, or it will be refused on save.
        </Alert>
      )}
      <TextField name={`${path}.title`} label="Title" description={TITLE_TOKEN_HINT} readOnly={readOnly} maxLength={200} />
      <TextField name={`${path}.link`} label="Title link" description={LINK_TOKEN_HINT} placeholder="/path, https://… or [sectionlink]" readOnly={readOnly} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ColorPickerField name={`${path}.backgroundColor`} label="Background colour" readOnly={readOnly} />
        <NumberField name={`${path}.contentPadding`} label="Content padding" min={0} max={96} step={4} suffix=" px" allowDecimal={false} readOnly={readOnly} />
        <SelectField name={`${path}.colorScheme`} label="Colour scheme" options={SCHEME_OPTIONS} clearable={false} allowDeselect={false} readOnly={readOnly} />
        <TextField name={`${path}.trackingId`} label="Tracking id" readOnly={readOnly} maxLength={100} />
      </SimpleGrid>
      <CheckboxField name={`${path}.keepInView`} label="Keep in view" description="The block stays on screen while the page scrolls (its row uses the sticky layout)." readOnly={readOnly} />
      <Divider label="Call to action" labelPosition="left" />
      <TextareaField name={`${path}.cta.text`} label="Text" autosize minRows={2} maxRows={6} readOnly={readOnly} maxLength={500} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name={`${path}.cta.buttonLabel`} label="Button label" readOnly={readOnly} maxLength={80} />
        <TextField name={`${path}.cta.buttonLink`} label="Button link" placeholder="/path or https://…" readOnly={readOnly} />
      </SimpleGrid>
      {own.length > 0 && definition ? (
        <>
          <Divider />
          <Title order={3} size="h5">
            {definition.label} settings
          </Title>
          <GeneratedFields fields={own} prefix={path} readOnly={readOnly} />
        </>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={onClose}>Done</Button>
      </Group>
    </Stack>
  );
}
