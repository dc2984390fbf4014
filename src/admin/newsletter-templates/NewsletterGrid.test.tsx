// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { afterEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_BLOCK_LABELS, NEWSLETTER_BLOCK_TYPES } from '../../shared/newsletterBlocks.js';
import { newTemplateDocument, type NewsletterGrid } from '../../shared/newsletterTemplates.js';
import { renderWithMantine } from '../forms/testing.js';
import { GridEditor } from '../layouts/grid/GridEditor.js';
import { GridKindProvider } from '../layouts/grid/gridKind.js';
import { NEWSLETTER_GRID_KIND } from './newsletterGridKind.js';

// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
}

afterEach(() => cleanup());

/** The layouts' grid editor with the newsletter kind inside a bare final-form; the form's grid is readable after each step. */
function renderGrid(initial: NewsletterGrid, access: { readOnly: boolean; blockSettingsReadOnly?: boolean } = { readOnly: false }) {
  let current: NewsletterGrid = initial;
  renderWithMantine(
    <Form<{ grid: NewsletterGrid }>
      onSubmit={() => undefined}
      initialValues={{ grid: initial }}
      render={({ values }) => {
        current = values.grid;
        return (
          <GridKindProvider kind={NEWSLETTER_GRID_KIND}>
            <GridEditor name="grid" label="Newsletter grid" {...access} />
          </GridKindProvider>
        );
      }}
    />,
  );
  return { grid: () => current, user: userEvent.setup() };
}

let next = 0;
const newId = () => `n${++next}`;

// Several clicks through jsdom per test: slow on a busy 2-core machine.
describe('the grid editor with the newsletter grid kind', { timeout: 60_000 }, () => {
  it('offers only the two newsletter row layouts and the seven newsletter blocks', async () => {
    const { grid, user } = renderGrid({ rows: [] });
    await user.click(screen.getByRole('combobox', { name: 'Layout of the new row' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['One column', 'Two equal columns']);
    await user.click(screen.getByRole('option', { name: 'Two equal columns' }));
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    // A newsletter row: its own settings, columns without settings (no block alignment).
    expect(grid().rows[0]).toMatchObject({ settings: { layout: '1_1', verticalPadding: 0, horizontalPadding: 0, backgroundColor: '', title: '' } });
    expect(grid().rows[0]?.columns).toHaveLength(2);
    expect(grid().rows[0]?.columns[0]).not.toHaveProperty('settings');
    expect(screen.queryByRole('combobox', { name: /Block alignment/ })).toBeNull();

    await user.click(within(screen.getByRole('group', { name: 'Row 1, Column 1' })).getByRole('button', { name: 'Add block' }));
    const picker = await screen.findByRole('dialog', { name: 'Add block' });
    expect(within(picker).getAllByTestId('block-type-option').map((option) => option.querySelector('p')?.textContent)).toEqual(NEWSLETTER_BLOCK_TYPES.map((type) => NEWSLETTER_BLOCK_LABELS[type].label));
    await user.click(within(picker).getByRole('button', { name: /Native ad/ }));
    expect(grid().rows[0]?.columns[0]?.blocks[0]).toMatchObject({ type: 'native_ad', settings: { position: 1, title: '', padding: 12 } });

    // Back to one column: the second column goes, no block is lost.
    await user.click(screen.getByRole('combobox', { name: 'Layout of row 1' }));
    await user.click(await screen.findByRole('option', { name: 'One column' }));
    expect(grid().rows[0]?.columns).toHaveLength(1);
    expect(grid().rows[0]?.columns[0]?.blocks.map((b) => b.type)).toEqual(['native_ad']);
  });

  it('shows a content list block’s generated fields and the newsletter style fields', async () => {
    const { grid, user } = renderGrid({ rows: [] });
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect(grid().rows[0]?.settings.layout).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    await user.click(await screen.findByRole('button', { name: /Content list/ }));
    expect(grid().rows[0]?.columns[0]?.blocks[0]?.settings).toMatchObject({ populationMode: 'automatic', numberOfItems: 1, teaserLength: 175 });

    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const drawer = await screen.findByRole('dialog', { name: 'Content list settings' });
    expect(within(drawer).getByRole('combobox', { name: /^Population mode/ })).toBeTruthy();
    expect(within(drawer).getByRole('combobox', { name: /^Text alignment/ })).toBeTruthy();
    expect(within(drawer).getByRole('textbox', { name: /^Title link/ })).toBeTruthy();
    expect(within(drawer).getByRole('textbox', { name: /^Number of items/ })).toBeTruthy();
    expect(within(drawer).getByRole('textbox', { name: /^Teaser length/ })).toBeTruthy();
    // Page-block settings are not offered.
    expect(within(drawer).queryByRole('checkbox', { name: /Keep in view/ })).toBeNull();
    expect(within(drawer).queryByText('Colour scheme')).toBeNull();

    const items = within(drawer).getByRole('textbox', { name: /^Number of items/ });
    await user.clear(items);
    await user.type(items, '6');
    await waitFor(() => expect(grid().rows[0]?.columns[0]?.blocks[0]?.settings.numberOfItems).toBe(6));
  });

  it('lets a basic editor change block settings but not rows or blocks', async () => {
    const { rows } = newTemplateDocument('EDR Daily', newId).grid;
    const { grid, user } = renderGrid({ rows }, { readOnly: true, blockSettingsReadOnly: false });
    expect(screen.queryByRole('button', { name: 'Add row' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add block' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete row' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete block' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move up' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Configure row' }));
    const row = await screen.findByRole('dialog', { name: 'Row 1 settings' });
    expect((within(row).getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).readOnly).toBe(true);
    expect(within(row).getByText(/Layout: One column/)).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Done' }));

    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const drawer = await screen.findByRole('dialog', { name: 'Content list settings' });
    const title = within(drawer).getByRole('textbox', { name: /^Title(?! link)/ });
    await user.clear(title);
    await user.type(title, 'Today');
    await waitFor(() => expect(grid().rows[0]?.columns[0]?.blocks[0]?.settings.title).toBe('Today'));
    expect(grid().rows).toHaveLength(1);
  });
});
