import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  pointerWithin,
  useDndContext,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { Box, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { createContext, useCallback, useContext, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { StoredGrid } from '../../../shared/layouts/grid.js';
import { icon } from '../../forms/icons.js';
import {
  blockTargetOf,
  describeBlockPlace,
  describeRowPlace,
  dndId,
  nextBlockSlot,
  nextRowSlot,
  parseDndId,
  rowTargetOf,
  type Direction,
  type DragItem,
  type DropSlot,
} from './dragModel.js';
import { findBlock, moveBlockTo, moveRowTo, rowIndex } from './gridState.js';

/**
 * Drag and drop of the grid editor (@dnd-kit/core): rows are reordered by their handle; blocks move
 * within a column, to another column and to other rows. Nothing moves while dragging: a copy
 * follows the pointer and a line shows where the item will land; the drop applies gridState's
 * moveBlockTo / moveRowTo, so the form sees one change.
 *
 * Keyboard: Space or Enter on a handle picks the item up, the arrow keys walk through the places it
 * may take (dragModel.ts: up and down through the column and into the rows around it, left and right
 * to the neighbouring columns), Space or Enter drops it, Escape cancels. Every step is announced in
 * words ("Rich text will go to row 1, column 2, position 1 of 2").
 */

const GripIcon = icon(
  'GripIcon',
  <>
    <circle cx="9" cy="6" r="1" />
    <circle cx="15" cy="6" r="1" />
    <circle cx="9" cy="12" r="1" />
    <circle cx="15" cy="12" r="1" />
    <circle cx="9" cy="18" r="1" />
    <circle cx="15" cy="18" r="1" />
  </>,
);

const DIRECTIONS: Record<string, Direction> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

const INSTRUCTIONS =
  'To move a row or a block, press Space or Enter on its drag handle. Then use the arrow keys: up and down move a block through its column and into the rows above and below, left and right to the neighbouring columns; rows move up and down. Press Space or Enter again to drop it there, or Escape to cancel.';

interface GridDndState {
  grid: StoredGrid;
  readOnly: boolean;
}

const GridDndStateContext = createContext<GridDndState>({ grid: { rows: [] }, readOnly: true });

export interface GridDndProps {
  grid: StoredGrid;
  onGridChange: (grid: StoredGrid) => void;
  readOnly: boolean;
  /** The block type's name ('Rich text'), for the dragged copy and the announcements. */
  blockLabel: (type: string) => string;
  children: ReactNode;
}

/** A block's title, shown on the dragged copy under its type. */
function itemTitle(grid: StoredGrid, item: DragItem): string {
  if (item.kind !== 'block') return '';
  const at = findBlock(grid, item.id);
  const title = at ? grid.rows[at.row]?.columns[at.column]?.blocks[at.block]?.settings.title : '';
  return typeof title === 'string' ? title : '';
}

function itemLabel(grid: StoredGrid, item: DragItem, blockLabel: (type: string) => string): string {
  if (item.kind === 'row') return `Row ${rowIndex(grid, item.id) + 1}`;
  const at = findBlock(grid, item.id);
  const block = at ? grid.rows[at.row]?.columns[at.column]?.blocks[at.block] : undefined;
  return block ? `${blockLabel(block.type)} block` : 'Block';
}

export function GridDnd({ grid, onGridChange, readOnly, blockLabel, children }: GridDndProps) {
  // dnd-kit keeps its callbacks between renders: they read the latest grid from here.
  const gridRef = useRef(grid);
  gridRef.current = grid;
  const [active, setActive] = useState<DragItem | null>(null);
  // Where the keyboard has taken the item (null while the pointer drags); state too, so each step renders.
  const keyboardSlot = useRef<DropSlot | null>(null);
  const [, setKeyboardStep] = useState(0);

  const setKeyboardSlot = useCallback((slot: DropSlot | null) => {
    keyboardSlot.current = slot;
    setKeyboardStep((n) => n + 1);
  }, []);

  const coordinateGetter = useCallback<KeyboardCoordinateGetter>(
    (event, { active: dragged, context, currentCoordinates }) => {
      const direction = DIRECTIONS[event.code];
      if (!direction) return undefined;
      event.preventDefault();
      const item = parseDndId(dragged);
      const current = keyboardSlot.current ?? item;
      if (!item || !current) return undefined;
      const next = item.kind === 'row' ? nextRowSlot(gridRef.current, current, direction) : nextBlockSlot(gridRef.current, item.id, current, direction);
      if (!next) return undefined;
      setKeyboardSlot(next);
      // The copy goes to the place (the drop does not depend on where it is drawn).
      const rect = context.droppableRects.get(dndId(next));
      if (!rect) return currentCoordinates;
      return { x: rect.left, y: next.kind === 'column' ? rect.top + Math.max(0, rect.height - 24) : rect.top };
    },
    [setKeyboardSlot],
  );

  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on a handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const collisionDetection = useCallback<CollisionDetection>((args) => {
    const slot = keyboardSlot.current;
    if (slot) {
      const id = dndId(slot);
      return args.droppableContainers.some((container) => container.id === id) ? [{ id }] : [];
    }
    const item = parseDndId(args.active.id);
    if (!item) return [];
    const kinds: DropSlot['kind'][] = item.kind === 'row' ? ['row'] : ['block', 'column'];
    const droppableContainers = args.droppableContainers.filter((container) => {
      const kind = parseDndId(container.id)?.kind;
      return kind !== undefined && kinds.includes(kind);
    });
    if (item.kind === 'row') return closestCenter({ ...args, droppableContainers });
    const under = pointerWithin({ ...args, droppableContainers });
    // A block under the pointer beats the column around it.
    const block = under.find((collision) => parseDndId(collision.id)?.kind === 'block');
    return block ? [block] : under;
  }, []);

  const finish = useCallback(() => {
    setActive(null);
    setKeyboardSlot(null);
  }, [setKeyboardSlot]);

  const onDragStart = useCallback(
    (event: DragStartEvent) => {
      const item = parseDndId(event.active.id);
      if (!item || item.kind === 'column') return;
      setActive(item);
      // Keyboard drags start on the item's own place.
      if (typeof KeyboardEvent !== 'undefined' && event.activatorEvent instanceof KeyboardEvent) setKeyboardSlot(item);
    },
    [setKeyboardSlot],
  );

  const onDragEnd = useCallback(
    (event: DragEndEvent) => {
      const item = parseDndId(event.active.id);
      const slot = keyboardSlot.current ?? parseDndId(event.over?.id);
      finish();
      if (!item || !slot || readOnly) return;
      const current = gridRef.current;
      if (item.kind === 'row') {
        const index = rowTargetOf(current, slot);
        if (index !== null) onGridChange(moveRowTo(current, item.id, index));
        return;
      }
      if (item.kind !== 'block') return;
      const target = blockTargetOf(current, item.id, slot);
      if (target) onGridChange(moveBlockTo(current, item.id, target));
    },
    [finish, onGridChange, readOnly],
  );

  // The first "over" of a drag is the item's own place: it is not announced, so the pick-up is heard.
  const pickedUp = useRef(false);
  const announcements = useMemo<Announcements>(() => {
    const describe = (item: DragItem | null) => (item ? itemLabel(gridRef.current, item, blockLabel) : 'The item');
    const where = (item: DragItem | null, over: string | number | undefined): string | null => {
      const slot = parseDndId(over);
      if (!item || !slot) return null;
      const grid = gridRef.current;
      if (item.kind === 'row') {
        const index = rowTargetOf(grid, slot);
        return index === null ? null : describeRowPlace(grid, index);
      }
      const target = blockTargetOf(grid, item.id, slot);
      return target ? describeBlockPlace(grid, item.id, target) : null;
    };
    const itemOf = (id: string | number) => {
      const item = parseDndId(id);
      return item && item.kind !== 'column' ? item : null;
    };
    return {
      onDragStart: ({ active: dragged }) => {
        pickedUp.current = true;
        const item = itemOf(dragged.id);
        const place = item ? where(item, dndId(item)) : null;
        return `Picked up ${describe(item)}${place ? `, at ${place}` : ''}.`;
      },
      onDragOver: ({ active: dragged, over }) => {
        const item = itemOf(dragged.id);
        const own = over?.id === dragged.id;
        if (own && pickedUp.current) {
          pickedUp.current = false;
          return undefined;
        }
        pickedUp.current = false;
        const place = where(item, over?.id);
        if (own && place) return `${describe(item)} is back at its place, ${place}.`;
        return place ? `${describe(item)} will go to ${place}.` : `${describe(item)} is not over a place it can go.`;
      },
      onDragEnd: ({ active: dragged, over }) => {
        const item = itemOf(dragged.id);
        const place = where(item, over?.id);
        return place ? `${describe(item)} was dropped at ${place}.` : `${describe(item)} was dropped where it was.`;
      },
      onDragCancel: ({ active: dragged }) => `Moving ${describe(itemOf(dragged.id))} was cancelled; it stays where it was.`,
    };
  }, [blockLabel]);

  const state = useMemo(() => ({ grid, readOnly }), [grid, readOnly]);
  // The admin is rendered on the server too: React's id keeps the handles' aria-describedby alike on both sides.
  const id = useId();
  return (
    <GridDndStateContext.Provider value={state}>
      <DndContext
        id={id}
        sensors={sensors}
        collisionDetection={collisionDetection}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={finish}
        accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
      >
        {children}
        <DragOverlay dropAnimation={null}>
          {active ? (
            <Paper shadow="md" radius="sm" p="xs" withBorder style={{ cursor: 'grabbing', maxWidth: 280 }}>
              <Group gap={6} wrap="nowrap">
                <GripIcon />
                <Box miw={0}>
                  <Text size="sm" fw={600} truncate>
                    {itemLabel(grid, active, blockLabel)}
                  </Text>
                  {itemTitle(grid, active) ? (
                    <Text size="xs" c="dimmed" truncate>
                      {itemTitle(grid, active)}
                    </Text>
                  ) : null}
                </Box>
              </Group>
            </Paper>
          ) : null}
        </DragOverlay>
      </DndContext>
    </GridDndStateContext.Provider>
  );
}

/** Where the line of a drop shows on an item: before it, after it, or nowhere. */
export type DropIndicator = 'before' | 'after' | null;

function useDropIndicator(slot: DropSlot): DropIndicator {
  const { grid } = useContext(GridDndStateContext);
  const { active, over } = useDndContext();
  const item = parseDndId(active?.id);
  const overSlot = parseDndId(over?.id);
  if (!item || !overSlot || overSlot.kind !== slot.kind || overSlot.id !== slot.id || (item.kind === slot.kind && item.id === slot.id)) return null;
  if (item.kind === 'row') {
    const to = rowTargetOf(grid, slot);
    if (to === null || slot.kind !== 'row') return null;
    return rowIndex(grid, item.id) < to ? 'after' : 'before';
  }
  if (item.kind !== 'block') return null;
  const target = blockTargetOf(grid, item.id, slot);
  if (!target) return null;
  if (slot.kind === 'column') return 'after';
  const from = findBlock(grid, item.id);
  const to = findBlock(grid, slot.id);
  const sameColumn = from && to && from.row === to.row && from.column === to.column;
  return sameColumn && from.block < to.block ? 'after' : 'before';
}

export interface DragHandleProps {
  /** 'Drag Rich text block', 'Drag row 2'. */
  label: string;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  attributes: ReturnType<typeof useDraggable>['attributes'];
  listeners: ReturnType<typeof useDraggable>['listeners'];
}

/** The grip a row or a block is dragged by (pointer or keyboard). */
export function DragHandle({ label, setActivatorNodeRef, attributes, listeners }: DragHandleProps) {
  return (
    <UnstyledButton
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      title={label}
      data-drag-handle
      style={{
        cursor: 'grab',
        touchAction: 'none',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 22,
        height: 22,
        borderRadius: 'var(--mantine-radius-sm)',
        color: 'var(--mantine-color-gray-6)',
        fontSize: 16,
        flexShrink: 0,
      }}
    >
      <GripIcon />
    </UnstyledButton>
  );
}

/** The line that shows where a dragged item will land. */
export function DropLine({ show }: { show: boolean }) {
  if (!show) return null;
  return <Box aria-hidden data-testid="drop-line" style={{ height: 3, borderRadius: 2, background: 'var(--mantine-color-blue-6)', margin: '2px 0' }} />;
}

/** A row or a block as something to drag (by its handle) and to drop on. */
export function useGridItemDnd(item: DragItem) {
  const { readOnly } = useContext(GridDndStateContext);
  const id = dndId(item);
  const draggable = useDraggable({ id, disabled: readOnly });
  const droppable = useDroppable({ id, disabled: readOnly });
  const indicator = useDropIndicator(item);
  const setNodeRef = useCallback(
    (element: HTMLElement | null) => {
      draggable.setNodeRef(element);
      droppable.setNodeRef(element);
    },
    // The setters are stable per id.
    [draggable.setNodeRef, droppable.setNodeRef],
  );
  return {
    setNodeRef,
    isDragging: draggable.isDragging,
    indicator,
    handle: { setActivatorNodeRef: draggable.setActivatorNodeRef, attributes: draggable.attributes, listeners: draggable.listeners },
  };
}

/** A column as the place a block is dropped at the end of. */
export function useColumnDrop(columnId: string) {
  const { readOnly } = useContext(GridDndStateContext);
  const droppable = useDroppable({ id: dndId({ kind: 'column', id: columnId }), disabled: readOnly });
  const indicator = useDropIndicator({ kind: 'column', id: columnId });
  const { active } = useDndContext();
  const item = parseDndId(active?.id);
  return { setNodeRef: droppable.setNodeRef, atEnd: indicator !== null, isTarget: indicator !== null || (droppable.isOver && item?.kind === 'block') };
}
