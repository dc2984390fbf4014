// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredGrid } from '../../../shared/layouts/grid.js';
import { renderWithMantine } from '../../forms/testing.js';
import { GridEditor } from './GridEditor.js';

// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
}

afterEach(() => cleanup());

/** The editor inside a bare final-form, with the form's current grid readable after each step. */
function renderEditor(initial: StoredGrid, readOnly = false) {
  let current: StoredGrid = initial;
  renderWithMantine(
    <Form<{ primaryGrid: StoredGrid }>
      onSubmit={() => undefined}
      initialValues={{ primaryGrid: initial }}
      render={({ values }) => {
        current = values.primaryGrid;
        return <GridEditor name="primaryGrid" label="Primary grid" readOnly={readOnly} />;
      }}
    />,
  );
  return { grid: () => current };
}

// Several clicks through jsdom per test: slow on a busy 2-core machine.
describe('GridEditor', { timeout: 60_000 }, () => {
  it('adds a row, adds blocks from the picker and reorders them', async () => {
    const user = userEvent.setup();
    const { grid } = renderEditor({ rows: [] });
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect(grid().rows).toHaveLength(1);
    expect(grid().rows[0]?.settings.layout).toBe('1_2');
    expect(screen.getAllByTestId('grid-column')).toHaveLength(2);

    const wide = screen.getByRole('group', { name: 'Row 1, Column 2' });
    await user.click(within(wide).getByRole('button', { name: 'Add block' }));
    await user.click(await screen.findByRole('button', { name: /Rich text/ }));
    await user.click(within(wide).getByRole('button', { name: 'Add block' }));
    await user.click(await screen.findByRole('button', { name: /Search/ }));
    const blocks = () => grid().rows[0]?.columns[1]?.blocks.map((b) => b.type);
    expect(blocks()).toEqual(['rich_text', 'search']);
    // New blocks start from their type's defaults, common settings included.
    expect(grid().rows[0]?.columns[1]?.blocks[0]?.settings).toMatchObject({ title: '', keepInView: false, colorScheme: 'default' });

    const cards = within(wide).getAllByTestId('grid-block');
    await user.click(within(cards[1]!).getByRole('button', { name: 'Move up' }));
    expect(blocks()).toEqual(['search', 'rich_text']);
    await user.click(within(within(wide).getAllByTestId('grid-block')[0]!).getByRole('button', { name: 'Move to previous column' }));
    expect(grid().rows[0]?.columns[0]?.blocks.map((b) => b.type)).toEqual(['search']);
  });

  it('edits block settings in a drawer bound to the form, with the generated fields', async () => {
    const user = userEvent.setup();
    const { grid } = renderEditor({
      rows: [
        {
          id: 'r1',
          settings: { layout: '1_1', width: 'site-width', verticalPadding: 0, horizontalPadding: 0, mobileColumnPriority: 'in-order', equalizeBlocks: false, groupBlocks: false, displayCondition: 'always', title: '', link: '', backgroundColor: '', textColor: '' },
          columns: [
            { id: 'c1', settings: { blockAlignment: 'top' }, blocks: [{ id: 'b1', type: 'share_links', settings: { title: '', showLabels: false, networks: [] } }] },
            { id: 'c2', settings: { blockAlignment: 'top' }, blocks: [] },
          ],
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const drawer = await screen.findByRole('dialog', { name: 'Share links settings' });
    await user.click(within(drawer).getByRole('textbox', { name: 'Title' }));
    await user.paste('Share [pagename]');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Show labels' }));
    expect(within(drawer).getByText(/\[sectionname\], \[issuename\] and \[pagename\]/)).toBeTruthy();
    await waitFor(() => expect(grid().rows[0]?.columns[0]?.blocks[0]?.settings).toMatchObject({ title: 'Share [pagename]', showLabels: true }));
  });

  it('changes a layout without losing blocks and deletes rows after confirming', async () => {
    const user = userEvent.setup();
    const { grid } = renderEditor({ rows: [] });
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.click(within(screen.getByRole('group', { name: 'Row 1, Column 2' })).getByRole('button', { name: 'Add block' }));
    await user.click(await screen.findByRole('button', { name: /Rich text/ }));
    await user.click(screen.getByRole('combobox', { name: 'Layout of row 1' }));
    await user.click(await screen.findByRole('option', { name: /^1_1_1/ }));
    expect(grid().rows[0]?.columns).toHaveLength(3);
    await user.click(screen.getByRole('combobox', { name: 'Layout of row 1' }));
    await user.click(await screen.findByRole('option', { name: /^1_3/ }));
    expect(grid().rows[0]?.columns.flatMap((c) => c.blocks.map((b) => b.type))).toEqual(['rich_text']);

    await user.click(screen.getByRole('button', { name: 'Configure row' }));
    const settings = await screen.findByRole('dialog', { name: 'Row 1 settings' });
    await user.click(within(settings).getByRole('checkbox', { name: /^Equalize blocks/ }));
    expect(grid().rows[0]?.settings.equalizeBlocks).toBe(true);
    await user.click(within(settings).getByRole('button', { name: 'Done' }));

    await user.click(screen.getByRole('button', { name: 'Delete row' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete row?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete row' }));
    await waitFor(() => expect(grid().rows).toHaveLength(0));
  });

  it('shows but does not change a grid when read-only', () => {
    renderEditor({ rows: [] }, true);
    expect(screen.queryByRole('button', { name: 'Add row' })).toBeNull();
    expect(screen.getByText('This grid has no rows.')).toBeTruthy();
  });
});
