import { Badge, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useField } from 'react-final-form';
import { MAX_SECONDARY_GRIDS, type StoredSecondaryGrid } from '../../../shared/layouts/grid.js';
import { ConfirmModal, PlusIcon, SwitchField, TrashIcon } from '../../forms/index.js';
import { GridEditor } from './GridEditor.js';
import { addSecondaryGrid, blockCount, canAddSecondaryGrid, randomId, removeSecondaryGrid } from './gridState.js';

const PRIMARY = 'primary';

/**
 * The primary grid and up to 8 secondary grids (002 §3 "A secondary grid has id, render flag and
 * rows"; §5 "At most 8 secondary pages and 8 secondary grids loaded"), one tab each. Only the open
 * tab is mounted, so a grid's fields exist while it is shown.
 */
export function GridTabs({ readOnly }: { readOnly: boolean }) {
  const { input } = useField<StoredSecondaryGrid[]>('secondaryGrids', { subscription: { value: true } });
  const secondary: StoredSecondaryGrid[] = Array.isArray(input.value) ? input.value : [];
  const [tab, setTab] = useState<string>(PRIMARY);
  const [removing, setRemoving] = useState<StoredSecondaryGrid | null>(null);
  const active = tab === PRIMARY || secondary.some((grid) => grid.id === tab) ? tab : PRIMARY;

  return (
    <Stack gap="md">
      <Tabs value={active} onChange={(value) => setTab(value ?? PRIMARY)} keepMounted={false}>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
          <Tabs.List>
            <Tabs.Tab value={PRIMARY}>Primary grid</Tabs.Tab>
            {secondary.map((grid, index) => (
              <Tabs.Tab
                key={grid.id}
                value={grid.id}
                rightSection={
                  grid.render ? null : (
                    <Badge size="xs" variant="light" color="gray">
                      Off
                    </Badge>
                  )
                }
              >
                Secondary grid {index + 1}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {readOnly ? null : (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<PlusIcon />}
              disabled={!canAddSecondaryGrid(secondary)}
              onClick={() => {
                const next = addSecondaryGrid(secondary, randomId);
                input.onChange(next);
                const added = next[next.length - 1];
                if (added) setTab(added.id);
              }}
            >
              {canAddSecondaryGrid(secondary) ? 'Add secondary grid' : `${MAX_SECONDARY_GRIDS} secondary grids at most`}
            </Button>
          )}
        </Group>
        <Tabs.Panel value={PRIMARY} pt="md">
          <GridEditor name="primaryGrid" label="Primary grid" readOnly={readOnly} />
        </Tabs.Panel>
        {secondary.map((grid, index) => (
          <Tabs.Panel key={grid.id} value={grid.id} pt="md">
            <Stack gap="md">
              <Group justify="space-between" wrap="wrap">
                <SwitchField
                  name={`secondaryGrids.${index}.render`}
                  label="Render this grid"
                  description="Off keeps the grid in the layout without appending it to the page."
                  readOnly={readOnly}
                />
                {readOnly ? null : (
                  <Button size="xs" variant="subtle" color="red" leftSection={<TrashIcon />} onClick={() => setRemoving(grid)}>
                    Remove secondary grid
                  </Button>
                )}
              </Group>
              <GridEditor name={`secondaryGrids.${index}`} label={`Secondary grid ${index + 1}`} readOnly={readOnly} />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      {secondary.length === 0 ? (
        <Text size="xs" c="dimmed">
          Secondary grids are appended below the primary grid as the reader loads more (see “Load more”); up to {MAX_SECONDARY_GRIDS}.
        </Text>
      ) : null}
      <ConfirmModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove secondary grid?"
        centered
        message={
          removing ? (
            <>
              Secondary grid {secondary.findIndex((g) => g.id === removing.id) + 1} with {removing.rows.length} rows and {blockCount(removing)} blocks is removed from the layout.
              Nothing is stored until you save.
            </>
          ) : null
        }
        confirmLabel="Remove grid"
        onConfirm={() => {
          if (removing) input.onChange(removeSecondaryGrid(secondary, removing.id));
          setRemoving(null);
          setTab(PRIMARY);
        }}
        loading={false}
      />
    </Stack>
  );
}
