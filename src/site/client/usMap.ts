/**
 * The us_map block (src/site/blocks/UsMap/Block.tsx) once the script runs. The server sends every
 * state's list visible and the tiles as plain buttons; here:
 * - the map gets `data-us-map-ready` (usMap.css shows the hint, lays the lists out as one);
 * - one state is selected — the one the address's #fragment names, else the busiest
 *   (`data-us-map-initial`) — its tile `aria-pressed="true"`, every other list `hidden`;
 * - a click, Enter or Space on a tile selects its state and a polite status says what is shown;
 * - the tiles with content are one tab stop (roving tabindex, on the selected tile): the arrow
 *   keys move between them (left/right in reading order, up/down to the nearest tile in that
 *   direction), Home and End to the first and the last, so Tab goes on to the list's links.
 */

const TILE = 'button[data-us-map-state]';

interface Tile {
  button: HTMLButtonElement;
  code: string;
  row: number;
  column: number;
  panel: HTMLElement;
}

const numberOf = (value: string | undefined) => (value === undefined || value === '' ? Number.NaN : Number(value));

/** The tile to go to from `from` with an arrow key (null: stay). */
export function nextTile<T extends { row: number; column: number }>(tiles: readonly T[], from: T, key: string): T | null {
  const index = tiles.indexOf(from);
  switch (key) {
    case 'ArrowLeft':
      return tiles[index - 1] ?? null;
    case 'ArrowRight':
      return tiles[index + 1] ?? null;
    case 'Home':
      return tiles[0] ?? null;
    case 'End':
      return tiles[tiles.length - 1] ?? null;
    case 'ArrowUp':
    case 'ArrowDown': {
      const down = key === 'ArrowDown';
      let best: T | null = null;
      let bestScore = Infinity;
      for (const tile of tiles) {
        const rows = down ? tile.row - from.row : from.row - tile.row;
        if (rows <= 0) continue;
        // The nearest row first, then the nearest column.
        const score = rows * 100 + Math.abs(tile.column - from.column);
        if (score < bestScore) {
          best = tile;
          bestScore = score;
        }
      }
      return best;
    }
    default:
      return null;
  }
}

function enhance(map: HTMLElement, doc: Document): () => void {
  const panels = new Map(Array.from(map.querySelectorAll<HTMLElement>('[data-us-map-panel]')).map((panel) => [panel.dataset.usMapPanel ?? '', panel]));
  const tiles: Tile[] = [];
  for (const button of Array.from(map.querySelectorAll<HTMLButtonElement>(TILE))) {
    const code = button.dataset.usMapState ?? '';
    const panel = panels.get(code);
    if (!panel || button.disabled) continue;
    tiles.push({ button, code, row: numberOf(button.dataset.row), column: numberOf(button.dataset.column), panel });
  }
  if (tiles.length === 0) return () => undefined;
  const status = map.querySelector<HTMLElement>('[data-us-map-status]');

  const select = (chosen: Tile, { announce }: { announce: boolean }) => {
    for (const tile of tiles) {
      const on = tile === chosen;
      tile.button.setAttribute('aria-pressed', String(on));
      tile.button.tabIndex = on ? 0 : -1;
      tile.panel.hidden = !on;
    }
    if (announce && status) status.textContent = `${chosen.button.getAttribute('aria-label') ?? chosen.code}, listed below the map.`;
  };

  const fromHash = () => {
    const id = doc.defaultView?.location.hash.slice(1);
    return id ? tiles.find((tile) => tile.panel.id === decodeURIComponent(id)) : undefined;
  };
  const initial = fromHash() ?? tiles.find((tile) => tile.code === map.dataset.usMapInitial) ?? tiles[0]!;
  map.setAttribute('data-us-map-ready', '');
  select(initial, { announce: false });

  const tileOf = (target: EventTarget | null) => {
    const button = target instanceof Element ? target.closest<HTMLButtonElement>(TILE) : null;
    return button ? tiles.find((tile) => tile.button === button) : undefined;
  };
  const onClick = (event: MouseEvent) => {
    const tile = tileOf(event.target);
    if (tile) select(tile, { announce: true });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const tile = tileOf(event.target);
    if (!tile || event.altKey || event.ctrlKey || event.metaKey) return;
    const next = nextTile(tiles, tile, event.key);
    if (!next) return;
    event.preventDefault();
    // Focus moves, the selection stays until Enter, Space or a click (the roving stop follows the focus).
    for (const other of tiles) other.button.tabIndex = other === next ? 0 : -1;
    next.button.focus();
  };
  // Leaving the grid, the tab stop goes back to the selected tile.
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && map.contains(event.relatedTarget) && tileOf(event.relatedTarget)) return;
    for (const tile of tiles) tile.button.tabIndex = tile.button.getAttribute('aria-pressed') === 'true' ? 0 : -1;
  };
  map.addEventListener('click', onClick);
  map.addEventListener('keydown', onKeyDown);
  map.addEventListener('focusout', onFocusOut);
  return () => {
    map.removeEventListener('click', onClick);
    map.removeEventListener('keydown', onKeyDown);
    map.removeEventListener('focusout', onFocusOut);
  };
}

/** Wires every US map of a document (once each); returns the function that removes the listeners (tests). */
export function initUsMap(doc: Document = document): () => void {
  const maps = Array.from(doc.querySelectorAll<HTMLElement>('[data-us-map]')).filter((map) => !map.hasAttribute('data-us-map-ready'));
  const disposers = maps.map((map) => enhance(map, doc));
  return () => disposers.forEach((dispose) => dispose());
}
