import { expect, test, type Page } from '@playwright/test';
import { ADMIN, gql, signIn, tokenOf, unique } from './support';

// Issue 13 item 4: the layout editor a publisher would choose. An editor drags a block to another
// column (with the keyboard, the accessible path of the drag handles, and with the mouse), sees the
// live preview change before saving, saves, and the public page matches; the public toolbar's
// 'Configure {page name} Layout' names and opens the layout. The spec works on a section and a
// layout of its own, so nothing another spec reads changes.

// Wide enough for the preview beside the grid (the editor's two-pane width).
test.use({ viewport: { width: 1600, height: 1000 } });

const SHOTS = process.env.LAYOUT_EDITOR_SCREENSHOTS;

interface Fixture {
  layoutId: number;
  layoutName: string;
  path: string;
  moving: string;
  staying: string;
}

async function fixture(request: Parameters<typeof tokenOf>[0]): Promise<Fixture> {
  const token = await tokenOf(request, ADMIN);
  const info = await gql<{ getTenantInfo: { current: { id: number } } }>(request, 'query', 'getTenantInfo', {});
  const section = (await gql<{ saveWebsiteSection: { id: number; alias: string } }>(request, 'mutation', 'saveWebsiteSection', { input: { name: unique('Layout editor ') } }, token))
    .saveWebsiteSection;
  const moving = unique('Moving block ');
  const staying = unique('Staying block ');
  const layoutName = unique('Drag test ');
  const richText = (id: string, title: string, text: string) => ({ id, type: 'rich_text', settings: { title, html: `<p>${text}</p>` } });
  const layout = (
    await gql<{ saveWebLayout: { id: number } }>(
      request,
      'mutation',
      'saveWebLayout',
      {
        input: {
          name: layoutName,
          type: 'section',
          aliases: [section.alias],
          tenantIds: [info.getTenantInfo.current.id],
          primaryGrid: {
            rows: [
              {
                id: 'r1',
                settings: { layout: '1_1' },
                columns: [
                  { id: 'c1', settings: { blockAlignment: 'top' }, blocks: [richText('b1', moving, 'This block changes columns.')] },
                  { id: 'c2', settings: { blockAlignment: 'top' }, blocks: [richText('b2', staying, 'This block stays.')] },
                ],
              },
            ],
          },
        },
      },
      token,
    )
  ).saveWebLayout;
  return { layoutId: layout.id, layoutName, path: `/${section.alias}`, moving, staying };
}

/** The column (0-based) of the rendered page that shows a block titled `title`, as the grid marks it. */
function columnOf(page: Page | ReturnType<Page['frameLocator']>, title: string) {
  return page.locator('[data-block-type="rich_text"]', { hasText: title }).first();
}

test('an editor drags a block to another column, sees the preview change before saving, saves, and the public page matches', async ({ page, request }) => {
  const { layoutId, layoutName, path, moving, staying } = await fixture(request);

  await signIn(page, ADMIN, `/admin/edit-web-layout/${layoutId}`);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(layoutName);

  // The live preview shows the layout's own section page, rendered by the site.
  const preview = page.getByTestId('layout-preview');
  await expect(preview.getByRole('combobox', { name: 'Page' })).toHaveValue(new RegExp(path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const frame = page.frameLocator('[data-testid="layout-preview-frame"]');
  await expect(columnOf(frame, moving)).toHaveAttribute('data-column-index', '0');
  await expect(columnOf(frame, staying)).toHaveAttribute('data-column-index', '1');
  await page.getByRole('heading', { name: 'Grids' }).scrollIntoViewIfNeeded();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/layout-editor-before.png` });

  // Keyboard drag: Space picks the block up, the right arrow takes it to the next column (in front
  // of the block there), Space drops it. Every step is announced.
  const handle = page.getByRole('button', { name: `Drag Rich text block, ${moving}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Picked up Rich text block, at row 1, column 1, position 1 of 1.`)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Rich text block will go to row 1, column 2, position 1 of 2.')).toBeAttached();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/layout-editor-dragging.png` });
  await page.keyboard.press('Space');
  const secondColumn = page.getByRole('group', { name: 'Row 1, Column 2' });
  await expect(secondColumn.getByTestId('grid-block').first()).toHaveAttribute('aria-label', `Block: Rich text, ${moving}`);

  // The preview follows before anything is saved; the public page still has the stored layout.
  await expect(columnOf(frame, moving)).toHaveAttribute('data-column-index', '1');
  await expect(columnOf(frame, staying)).toHaveAttribute('data-column-index', '1');
  const stored = await (await request.get(`${path}?cache-bypass=true`)).text();
  expect(stored).toMatch(new RegExp(`data-column-index="0"[^>]*>(?:(?!data-block-type).)*${moving}`, 's'));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/layout-editor-after-drag.png` });

  // A mouse drag too: the staying block goes back to the first column.
  const stayingCard = page.getByRole('group', { name: `Block: Rich text, ${staying}` });
  const source = await page.getByRole('button', { name: `Drag Rich text block, ${staying}` }).boundingBox();
  const target = await page.getByRole('group', { name: 'Row 1, Column 1' }).boundingBox();
  expect(source && target).toBeTruthy();
  await page.mouse.move(source!.x + source!.width / 2, source!.y + source!.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(source!.x + ((target!.x + target!.width / 2 - source!.x) * step) / 12, source!.y + ((target!.y + target!.height / 2 - source!.y) * step) / 12);
  }
  await page.mouse.up();
  await expect(page.getByRole('group', { name: 'Row 1, Column 1' }).getByRole('group', { name: `Block: Rich text, ${staying}` })).toBeVisible();
  await expect(stayingCard).toBeVisible();
  await expect(columnOf(frame, staying)).toHaveAttribute('data-column-index', '0');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`The layout “${layoutName}” was saved.`)).toBeVisible();

  // The public page matches what the preview showed.
  await page.goto(path);
  await expect(columnOf(page, moving)).toHaveAttribute('data-column-index', '1');
  await expect(columnOf(page, staying)).toHaveAttribute('data-column-index', '0');
  await expect(page.getByRole('heading', { name: moving })).toBeVisible();

  // The toolbar names the layout that built this page and opens it.
  const configure = page.getByRole('link', { name: `Configure ${layoutName} Layout` });
  await expect(configure).toHaveAttribute('href', `/admin/edit-web-layout/${layoutId}`);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/layout-editor-public.png` });
});

test('a block’s settings show its own fields first, the common ones in closed groups, and rich text in the body editor', async ({ page, request }) => {
  const { layoutId, moving } = await fixture(request);
  await signIn(page, ADMIN, `/admin/edit-web-layout/${layoutId}`);
  await page.getByRole('group', { name: `Block: Rich text, ${moving}` }).getByRole('button', { name: 'Settings', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Rich text settings' });
  // The content body's tiptap editor, with its toolbar.
  const text = drawer.getByRole('textbox', { name: 'Text' });
  await expect(text).toContainText('This block changes columns.');
  await expect(drawer.getByRole('button', { name: 'Bold' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: /^Title and link/ })).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer.getByRole('button', { name: /^Call to action/ })).toHaveAttribute('aria-expanded', 'false');
  await text.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Edited in the drawer.');
  // The preview shows the new text before saving.
  const frame = page.frameLocator('[data-testid="layout-preview-frame"]');
  await expect(frame.getByText('This block changes columns. Edited in the drawer.')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/layout-editor-drawer.png` });
});
