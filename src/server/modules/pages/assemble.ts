import { rowHasKeepInView, type StoredGrid } from '../../../shared/layouts/grid.js';
import { applyLinkTokens, applyTitleTokens, type TokenValues } from '../../../shared/layouts/tokens.js';
import { withDefaults } from '../../../shared/settings/validate.js';
import { isBlockType } from '../../../site/blocks/blockTypes.js';
import { BLOCK_DEFINITIONS } from '../../../site/blocks/definitions.js';
import { BLOCK_LOADERS } from '../../../site/blocks/loaders.js';
import type { BlockDefinition, BlockLoader, BlockPage, PageBlock, PageGrid } from '../../../site/blocks/types.js';
import { defaultBlockSettings, validateBlockSettings } from '../../../site/blocks/validate.js';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { createPageDataPool } from './dataApi.js';

interface PlannedBlock {
  index: number;
  id: string;
  type: string;
  settings: Record<string, unknown>;
  loader: BlockLoader | null;
  contentCount: number;
}

// Stored settings objects live in the site cache's layouts until the layout changes: each is
// checked once, not on every page view.
const checkedSettings = new WeakMap<Record<string, unknown>, Record<string, unknown>>();

/** Stored settings read over the type's defaults: a layout saved before a setting existed still loads. */
function settingsOf(type: string, stored: Record<string, unknown>): Record<string, unknown> {
  if (!isBlockType(type)) return stored;
  const known = checkedSettings.get(stored);
  if (known) return known;
  const checked = validateBlockSettings(type, stored);
  const settings = checked.ok ? checked.value : withDefaults(defaultBlockSettings(type), stored);
  checkedSettings.set(stored, settings);
  return settings;
}

function withTokens(settings: Record<string, unknown>, tokens: TokenValues): Record<string, unknown> {
  const title = typeof settings.title === 'string' ? applyTitleTokens(settings.title, tokens) : settings.title;
  const link = typeof settings.link === 'string' ? applyLinkTokens(settings.link, tokens) : settings.link;
  return { ...settings, title, link };
}

/**
 * Builds the page's grids with every block's data, in one pass (issue 5 item 3): blocks are planned
 * in page order, all loaders run in parallel against one data pool (lists de-duplicated in page
 * order), a failing loader leaves its block empty and flagged (hasErrors), a list that found fewer
 * items than asked marks the grid under-filled, and a block with nothing to show is dropped.
 */
export async function assembleGrids(
  ctx: GraphQLContext,
  {
    grids,
    page,
    tokens,
    pageContentId,
    excludeContentIds,
    excludeIssueIds,
  }: {
    grids: readonly (StoredGrid & { id: string })[];
    page: BlockPage;
    tokens: TokenValues;
    pageContentId: number | null;
    /** Shown above already (load more): no list of these grids takes them again. */
    excludeContentIds?: readonly number[];
    /** Issues shown above already (load more): no issues block of these grids shows them again. */
    excludeIssueIds?: readonly number[];
  },
): Promise<{ grids: PageGrid[]; usedContentIds: number[]; usedIssueIds: number[] }> {
  const planned = new Map<string, PlannedBlock>();
  // 002 §4: when gating fails, the media and download blocks of the item are hidden — not loaded,
  // so nothing of them reaches a reader who is not entitled.
  const hidden = new Set(page.content?.gating.hiddenBlocks ?? []);
  let index = 0;
  for (const grid of grids)
    for (const row of grid.rows)
      for (const column of row.columns)
        for (const block of column.blocks) {
          const type = block.type;
          const settings = settingsOf(type, block.settings);
          let loader: BlockLoader | null = null;
          let contentCount = 0;
          if (isBlockType(type)) {
            const definition: BlockDefinition = BLOCK_DEFINITIONS[type];
            if ((!definition.pageKinds || definition.pageKinds.includes(page.kind)) && !hidden.has(type)) {
              loader = BLOCK_LOADERS[type] as BlockLoader;
              contentCount = definition.contentCount?.(settings as never) ?? 0;
            }
          }
          planned.set(`${grid.id}/${block.id}`, { index: index++, id: block.id, type, settings, loader, contentCount });
        }

  const blocks = [...planned.values()];
  const pool = createPageDataPool(ctx, {
    reserves: blocks.map((block) => block.contentCount),
    pageContentId,
    ...(excludeContentIds ? { excludeContentIds } : {}),
    pageIssueId: page.issue?.id ?? null,
    ...(excludeIssueIds ? { excludeIssueIds } : {}),
  });
  const results = await Promise.all(
    blocks.map(async (block): Promise<PageBlock> => {
      const base = { id: block.id, type: block.type, settings: withTokens(block.settings, tokens) as PageBlock['settings'] };
      try {
        if (!isBlockType(block.type)) {
          // 002 §8: an unknown block type is an error of that block, not of the page.
          ctx.services.log.warn({ blockType: block.type, path: page.path }, 'unknown block type in layout');
          return { ...base, data: null, hasError: true, underFilled: false };
        }
        if (!block.loader) return { ...base, data: null, hasError: false, underFilled: false };
        const loaded = await block.loader({ settings: block.settings as PageBlock['settings'], page, api: pool.forBlock(block.index) });
        return { ...base, data: loaded?.data ?? null, hasError: false, underFilled: loaded?.underFilled ?? false };
      } catch (error) {
        // Without its database the page is unavailable (503), not a page of empty blocks.
        if (isDatabaseUnavailable(error)) throw error;
        ctx.services.log.warn({ err: error, blockType: block.type, blockId: block.id, path: page.path }, 'block data failed to load');
        return { ...base, data: null, hasError: true, underFilled: false };
      } finally {
        pool.done(block.index);
      }
    }),
  );

  const assembled: PageGrid[] = grids.map((grid) => {
    let hasErrors = false;
    let hasUnderFilledBlocks = false;
    const rows = grid.rows.flatMap((row) => {
      const columns = row.columns.map((column) => ({
        id: column.id,
        settings: column.settings,
        blocks: column.blocks.flatMap((block) => {
          const result = results[planned.get(`${grid.id}/${block.id}`)!.index]!;
          hasErrors ||= result.hasError;
          hasUnderFilledBlocks ||= result.underFilled;
          // Dropped when empty (002 §5); a failed block stays, empty and flagged.
          return result.data === null && !result.hasError ? [] : [result];
        }),
      }));
      if (columns.every((column) => column.blocks.length === 0)) return [];
      const settings = { ...row.settings, title: applyTitleTokens(row.settings.title, tokens), link: applyLinkTokens(row.settings.link, tokens) };
      return [{ id: row.id, settings, columns, sticky: rowHasKeepInView(row) }];
    });
    return { id: grid.id, rows, hasErrors, hasUnderFilledBlocks };
  });
  return { grids: assembled, usedContentIds: pool.usedContentIds(), usedIssueIds: pool.usedIssueIds() };
}
