import { useEffect, useState, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, chakra, type BoxProps } from '@platform/ui';

/** Where an item is during a drag, for the spoken announcements (1-based `position`); a type, so `t(key, m)` takes it. */
export type SortableMoment = {
  title: string;
  position: number;
  total: number;
};

/** The texts of a `SortableList`, in the app's language (the kit holds no texts). */
export interface SortableListTexts {
  /** how to drag with the keyboard, read on the handle ("Press Space to pick it up, …") */
  instructions: string;
  /** the handle's accessible name ("Move Robots") */
  move: (title: string) => string;
  /** spoken when an item is picked up, moved over a place, dropped, or the drag is cancelled */
  picked: (m: SortableMoment) => string;
  over: (m: SortableMoment) => string;
  dropped: (m: SortableMoment) => string;
  cancelled: (m: SortableMoment) => string;
}

/** What the row spreads on its drag handle (`<SortableHandle {...handle} />`): ref, name, dnd-kit's keys and pointers. */
export type SortableHandleProps = DraggableAttributes &
  Record<`on${string}`, NonNullable<DraggableSyntheticListeners>[string]> & {
    ref: (el: HTMLElement | null) => void;
    type: 'button';
    'aria-label': string;
  };

export interface SortableRow {
  index: number;
  total: number;
  /** spread on a `SortableHandle`; absent when the list is not sortable (`disabled`) */
  handle?: SortableHandleProps;
  isDragging: boolean;
}

/** The drag handle: a square button (grab cursor, no touch scrolling), ⠿ by default. */
export const SortableHandle = chakra(
  'button',
  {
    base: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '10',
      h: '10',
      flexShrink: 0,
      rounded: 'md',
      borderWidth: '1px',
      borderColor: 'border',
      bg: 'bg',
      cursor: 'grab',
      color: 'fg.muted',
      touchAction: 'none',
      focusRing: 'outside',
      _hover: { bg: 'bg.muted' },
    },
  },
  { defaultProps: { children: '⠿' } },
);

interface ListProps<T> {
  items: T[];
  getId: (item: T) => UniqueIdentifier;
  /** the item's name in the handle's label and the announcements */
  getTitle: (item: T) => string;
  /** the list's accessible name */
  label: string;
  texts: SortableListTexts;
  /** the new order after a drop (the list shows it at once) */
  onReorder: (next: T[]) => void;
  /** a plain list: no handles, no drag */
  disabled?: boolean;
  /** the row's content; put `<SortableHandle {...row.handle} />` in it when `row.handle` is given */
  renderItem: (item: T, row: SortableRow) => ReactNode;
  /** props of each `li` (test id, border, …) */
  itemProps?: (item: T, row: SortableRow) => BoxProps & Record<`data-${string}`, unknown>;
}

function SortableItem<T>({
  item,
  id,
  row,
  list,
}: {
  item: T;
  id: UniqueIdentifier;
  row: Omit<SortableRow, 'handle' | 'isDragging'>;
  list: ListProps<T>;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const handle: SortableHandleProps = {
    ref: setActivatorNodeRef,
    type: 'button',
    'aria-label': list.texts.move(list.getTitle(item)),
    ...attributes,
    ...listeners,
  };
  const full = { ...row, handle, isDragging };
  return (
    <Box
      as="li"
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      position="relative"
      zIndex={isDragging ? 1 : undefined}
      shadow={isDragging ? 'lg' : undefined}
      {...list.itemProps?.(item, full)}
    >
      {list.renderItem(item, full)}
    </Box>
  );
}

/**
 * A list the user reorders by dragging a row's handle (mouse, pen, touch) or with the keyboard on it (Space, arrows,
 * Space; Escape cancels), with the moves spoken in the app's language. Rows are the caller's (`renderItem`); the list
 * keeps the shown order and hands the new one to `onReorder`. Vertical, an `ol`.
 */
export function SortableList<T>(props: ListProps<T>) {
  const { items, getId, getTitle, label, texts, onReorder, disabled, renderItem, itemProps } = props;
  const [order, setOrder] = useState(items);
  useEffect(() => setOrder(items), [items]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const total = order.length;
  const at = (id: UniqueIdentifier | undefined) => order.findIndex((i) => getId(i) === id);
  const moment = (active: UniqueIdentifier, place: UniqueIdentifier): SortableMoment => {
    const item = order[at(active)];
    return { title: item ? getTitle(item) : '', position: at(place) + 1, total };
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => texts.picked(moment(active.id, active.id)),
    onDragOver: ({ active, over }) => (over ? texts.over(moment(active.id, over.id)) : undefined),
    onDragEnd: ({ active, over }) => (over ? texts.dropped(moment(active.id, over.id)) : undefined),
    onDragCancel: ({ active }) => texts.cancelled(moment(active.id, active.id)),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = at(active.id);
    const to = at(over.id);
    if (from < 0 || to < 0) return;
    const next = arrayMove(order, from, to);
    setOrder(next);
    onReorder(next);
  };
  const list = (
    <Box as="ol" aria-label={label} listStyleType="none" p="0" m="0" display="flex" flexDirection="column" gap="2">
      {order.map((item, index) => {
        const row = { index, total };
        if (disabled) {
          const still = { ...row, isDragging: false };
          return (
            <Box as="li" key={getId(item)} {...itemProps?.(item, still)}>
              {renderItem(item, still)}
            </Box>
          );
        }
        return <SortableItem key={getId(item)} item={item} id={getId(item)} row={row} list={props} />;
      })}
    </Box>
  );
  if (disabled) return list;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: texts.instructions } }}
    >
      <SortableContext items={order.map(getId)} strategy={verticalListSortingStrategy}>
        {list}
      </SortableContext>
    </DndContext>
  );
}
