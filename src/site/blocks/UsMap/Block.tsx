import type { CSSProperties } from 'react';
import { US_STATES, US_TILE_GRID, type UsState } from '../../../shared/usStates';
import type { BlockRendererProps, TeaserItem, UsStateContent } from '../types';
import type { UsMapData } from './load';
import type { UsMapSettings } from './settings';

/** How many shades of the accent colour the tiles take (usMap.css: us-map__tile--level-1 … -4). */
export const US_MAP_LEVELS = 4;

/** A state's shade, 1 (fewest) to US_MAP_LEVELS (most), by its share of the busiest state's count. */
export function shadeLevel(count: number, max: number): number {
  if (max <= 0) return 1;
  return Math.min(US_MAP_LEVELS, Math.max(1, Math.ceil((count / max) * US_MAP_LEVELS)));
}

export const itemsLabel = (count: number) => (count === 0 ? 'no items' : count === 1 ? '1 item' : `${count} items`);

/** The tiles in reading order (row by row), so tab and arrow keys go the way the eye does. */
const TILES: readonly UsState[] = [...US_STATES].sort((a, b) => a.row - b.row || a.column - b.column);

/**
 * us_map: the states as a square tile grid (CSS grid of buttons), shaded by how many live items
 * each has, and below it one list per state with items. Without JavaScript every list shows; the
 * site script (src/site/client/usMap.ts) shows the chosen state's list only and makes the tiles
 * toggle buttons (aria-pressed).
 */
export default function UsMapBlock({ block }: BlockRendererProps<UsMapData, UsMapSettings>) {
  const { settings } = block;
  const states = block.data.states;
  const byCode = new Map(states.map((state) => [state.code, state]));
  const max = Math.max(0, ...states.map((state) => state.count));
  // The busiest state is shown first once the script runs (ties: the first by name).
  const initial = states.reduce<UsStateContent | null>((best, state) => (best === null || state.count > best.count ? state : best), null);
  const base = `us-map-${block.id.replace(/[^A-Za-z0-9_-]/g, '') || 'block'}`;
  const panelId = (code: string) => `${base}-${code}`;
  const Heading = settings.title !== '' ? 'h3' : 'h2';
  const gridStyle = { '--us-map-columns': US_TILE_GRID.columns, '--us-map-rows': US_TILE_GRID.rows } as CSSProperties;

  return (
    <div className="us-map" data-us-map="" data-us-map-initial={initial?.code}>
      <p className="us-map__hint" id={`${base}-hint`}>
        Choose a state to see its latest items.
      </p>
      <div className="us-map__grid" role="group" aria-label="Map of US states" aria-describedby={`${base}-hint`} style={gridStyle}>
        {TILES.map((tile) => {
          const state = byCode.get(tile.code);
          const position = { gridRow: tile.row + 1, gridColumn: tile.column + 1 };
          if (!state) {
            return (
              <button key={tile.code} type="button" className="us-map__tile us-map__tile--empty" style={position} aria-label={`${tile.name}: ${itemsLabel(0)}`} disabled>
                <span className="us-map__code" aria-hidden="true">
                  {tile.code}
                </span>
              </button>
            );
          }
          return (
            <button
              key={tile.code}
              type="button"
              className={`us-map__tile us-map__tile--level-${shadeLevel(state.count, max)}`}
              style={position}
              aria-label={`${state.name}: ${itemsLabel(state.count)}`}
              aria-controls={panelId(state.code)}
              data-us-map-state={state.code}
              data-row={tile.row}
              data-column={tile.column}
            >
              <span className="us-map__code" aria-hidden="true">
                {state.code}
              </span>
              {settings.showCounts ? (
                <span className="us-map__count" aria-hidden="true">
                  {state.count}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div className="us-map__legend" aria-hidden="true">
        <span className="us-map__legend-swatch us-map__tile--empty" />
        <span>None</span>
        <span className="us-map__legend-scale">
          <span>Fewer</span>
          {Array.from({ length: US_MAP_LEVELS }, (_, index) => (
            <span key={index} className={`us-map__legend-swatch us-map__tile--level-${index + 1}`} />
          ))}
          <span>More</span>
        </span>
      </div>
      <p className="visually-hidden" role="status" data-us-map-status="" />
      <div className="us-map__panels">
        {states.map((state) => (
          <section key={state.code} className="us-map__panel" id={panelId(state.code)} data-us-map-panel={state.code} aria-labelledby={`${panelId(state.code)}-title`} tabIndex={-1}>
            <Heading className="us-map__panel-title" id={`${panelId(state.code)}-title`}>
              {state.name}
              {settings.showCounts ? <span className="us-map__panel-count"> ({itemsLabel(state.count)})</span> : null}
            </Heading>
            <ul className="us-map__items">
              {state.items.map((item) => (
                <UsMapItem key={item.id} item={item} />
              ))}
            </ul>
            {state.count > state.items.length ? (
              <p className="us-map__more">
                The newest {state.items.length} of {itemsLabel(state.count)}.
              </p>
            ) : null}
          </section>
        ))}
      </div>
    </div>
  );
}

function UsMapItem({ item }: { item: TeaserItem }) {
  const date = item.eventDateRange ?? item.publishedDate;
  return (
    <li className="us-map__item">
      <a href={item.path}>{item.name}</a>
      {date ? (
        // An event shows its date range, which is no single instant: only a published date gets dateTime.
        <time className="us-map__date" dateTime={item.eventDateRange ? undefined : (item.published ?? undefined)}>
          {date}
        </time>
      ) : null}
    </li>
  );
}
