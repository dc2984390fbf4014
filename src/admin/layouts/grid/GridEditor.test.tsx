// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
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

// jsdom lays nothing out; ProseMirror (the rich-text editor) measures the selection.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const noRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
for (const proto of [Range.prototype, Element.prototype, Text.prototype] as { getClientRects?: unknown; getBoundingClientRect?: unknown }[]) {
  proto.getClientRects ??= noRects;
  proto.getBoundingClientRect ??= noRect;
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
    // The type's own fields come first; the common ones wait in closed groups that say what they hold.
    const own = within(drawer).getByTestId('block-own-settings');
    const common = within(drawer).getByTestId('block-common-settings');
    expect(own.compareDocumentPosition(common) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(own).getByRole('checkbox', { name: 'Show labels' })).toBeTruthy();
    const groups = within(common).getAllByRole('button').map((button) => [button.textContent, button.getAttribute('aria-expanded')]);
    expect(groups).toEqual([
      ['Title and linkNo title', 'false'],
      ['Colours and spacingDefault scheme', 'false'],
      ['Call to actionNone', 'false'],
      ['Keep in view and trackingScrolls with the page', 'false'],
    ]);
    expect(within(drawer).queryByRole('textbox', { name: 'Title' })).toBeNull();
    await user.click(within(common).getByRole('button', { name: /^Title and link/ }));
    await user.click(within(drawer).getByRole('textbox', { name: 'Title' }));
    await user.paste('Share [pagename]');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Show labels' }));
    expect(within(drawer).getByText(/\[sectionname\], \[issuename\] and \[pagename\]/)).toBeTruthy();
    await waitFor(() => expect(grid().rows[0]?.columns[0]?.blocks[0]?.settings).toMatchObject({ title: 'Share [pagename]', showLabels: true }));
    expect(within(common).getByRole('button', { name: /^Title and link/ }).textContent).toContain('“Share [pagename]”');
  });

  it('writes a rich text block with the content body editor', async () => {
    const user = userEvent.setup();
    const { grid } = renderEditor({
      rows: [
        {
          id: 'r1',
          settings: { layout: '1_1', width: 'site-width', verticalPadding: 0, horizontalPadding: 0, mobileColumnPriority: 'in-order', equalizeBlocks: false, groupBlocks: false, displayCondition: 'always', title: '', link: '', backgroundColor: '', textColor: '' },
          columns: [
            { id: 'c1', settings: { blockAlignment: 'top' }, blocks: [{ id: 'b1', type: 'rich_text', settings: { title: '', html: '<p>Hello</p>' } }] },
            { id: 'c2', settings: { blockAlignment: 'top' }, blocks: [] },
          ],
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const drawer = await screen.findByRole('dialog', { name: 'Rich text settings' });
    // The tiptap editor of content bodies, with its toolbar, holding the block's HTML.
    const editor = await within(drawer).findByTestId('rich-text-primaryGrid.rows.0.columns.0.blocks.0.settings.html');
    expect(within(editor).getByRole('button', { name: 'Bold' })).toBeTruthy();
    const text = await within(editor).findByRole('textbox', { name: 'Text' });
    await waitFor(() => expect(text.textContent).toBe('Hello'));
    // jsdom has no layout for ProseMirror's keyboard handling: the text goes in through the
    // editor's own command (tiptap hangs the editor on its element), as typing would put it.
    await waitFor(() => expect((text as HTMLElement & { editor?: unknown }).editor).toBeTruthy());
    act(() => {
      (text as HTMLElement & { editor: { commands: { setContent: (html: string, options: { emitUpdate: boolean }) => boolean } } }).editor.commands.setContent('<h2>Hello</h2><p>world</p>', { emitUpdate: true });
    });
    await waitFor(() => expect(grid().rows[0]?.columns[0]?.blocks[0]?.settings.html).toBe('<h2>Hello</h2><p>world</p>'));
  });

  it('opens the common group that holds a message', async () => {
    const user = userEvent.setup();
    renderWithMantine(
      <Form<{ primaryGrid: StoredGrid }>
        onSubmit={() => ({ 'primaryGrid.rows.0.columns.0.blocks.0.settings.cta.buttonLink': 'Enter a path starting with /' })}
        initialValues={{
          primaryGrid: {
            rows: [
              {
                id: 'r1',
                settings: { layout: '1_1', width: 'site-width', verticalPadding: 0, horizontalPadding: 0, mobileColumnPriority: 'in-order', equalizeBlocks: false, groupBlocks: false, displayCondition: 'always', title: '', link: '', backgroundColor: '', textColor: '' },
                columns: [
                  { id: 'c1', settings: { blockAlignment: 'top' }, blocks: [{ id: 'b1', type: 'search', settings: { title: '', cta: { text: '', buttonLabel: 'Go', buttonLink: 'x' } } }] },
                  { id: 'c2', settings: { blockAlignment: 'top' }, blocks: [] },
                ],
              },
            ],
          },
        }}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <GridEditor name="primaryGrid" label="Primary grid" readOnly={false} />
            <button type="submit">Save</button>
          </form>
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const drawer = await screen.findByRole('dialog', { name: 'Search settings' });
    const cta = within(drawer).getByRole('button', { name: /^Call to action/ });
    expect(cta.getAttribute('aria-expanded')).toBe('true');
    expect(cta.textContent).toContain('1 to correct');
    expect(cta.textContent).toContain('Button “Go”');
    expect(within(drawer).getByRole('button', { name: /^Title and link/ }).getAttribute('aria-expanded')).toBe('false');
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

  it('drags a block to another column and a row above another with the keyboard', async () => {
    const user = userEvent.setup();
    const rowSettings = { width: 'site-width', verticalPadding: 0, horizontalPadding: 0, mobileColumnPriority: 'in-order', equalizeBlocks: false, groupBlocks: false, displayCondition: 'always', title: '', link: '', backgroundColor: '', textColor: '' } as const;
    const { grid } = renderEditor({
      rows: [
        {
          id: 'r1',
          settings: { layout: '1_1', ...rowSettings },
          columns: [
            { id: 'c1', settings: { blockAlignment: 'top' }, blocks: [{ id: 'b1', type: 'search', settings: { title: 'Find' } }] },
            { id: 'c2', settings: { blockAlignment: 'top' }, blocks: [{ id: 'b2', type: 'rich_text', settings: { title: 'Note', html: '' } }] },
          ],
        },
        { id: 'r2', settings: { layout: '1_1', ...rowSettings }, columns: [{ id: 'c3', settings: { blockAlignment: 'top' }, blocks: [] }, { id: 'c4', settings: { blockAlignment: 'top' }, blocks: [] }] },
      ],
    });
    // Space picks the block up, the arrow walks to the next column (before its block), Space drops.
    screen.getByRole('button', { name: 'Drag Search block, Find' }).focus();
    await user.keyboard('[Space]');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await user.keyboard('[ArrowRight]');
    await waitFor(() => expect(document.body.textContent).toContain('Search block will go to row 1, column 2, position 1 of 2.'));
    await user.keyboard('[Space]');
    await waitFor(() => expect(grid().rows[0]?.columns[1]?.blocks.map((b) => b.id)).toEqual(['b1', 'b2']));
    expect(grid().rows[0]?.columns[0]?.blocks).toEqual([]);
    expect(document.body.textContent).toContain('Search block was dropped at row 1, column 2, position 1 of 2.');

    // Rows move by their handle; Escape leaves everything where it was.
    screen.getByRole('button', { name: 'Drag row 2' }).focus();
    await user.keyboard('[Space]');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[Escape]');
    await waitFor(() => expect(document.body.textContent).toContain('Moving Row 2 was cancelled'));
    expect(grid().rows.map((r) => r.id)).toEqual(['r1', 'r2']);
    screen.getByRole('button', { name: 'Drag row 2' }).focus();
    await user.keyboard('[Space]');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[Enter]');
    await waitFor(() => expect(grid().rows.map((r) => r.id)).toEqual(['r2', 'r1']));
  });

  it('shows but does not change a grid when read-only', () => {
    renderEditor({ rows: [] }, true);
    expect(screen.queryByRole('button', { name: 'Add row' })).toBeNull();
    expect(screen.getByText('This grid has no rows.')).toBeTruthy();
  });
});
