import { useEffect, useState } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, Button, HStack, Stack, Text, chakra } from '@platform/ui';
import type { KreaResourceItem } from '@platform/contracts';
import { useRemoteT } from '@platform/remote-kit';

const Handle = chakra('button', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '10',
    h: '10',
    flexShrink: 0,
    rounded: 'md',
    borderWidth: '1px',
    bg: 'bg',
    cursor: 'grab',
    color: 'fg.muted',
    touchAction: 'none',
    focusRing: 'outside',
    _hover: { bg: 'bg.muted' },
  },
});

function Row({
  item,
  index,
  total,
  canEdit,
  onOpen,
  onRemove,
}: {
  item: KreaResourceItem;
  index: number;
  total: number;
  canEdit: boolean;
  onOpen: () => void;
  onRemove?: () => void;
}) {
  const { t } = useRemoteT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: !canEdit,
  });
  const title = item.title || t('dashboard.untitled');
  return (
    <Box
      as="li"
      ref={setNodeRef}
      data-testid="content-resource"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      borderWidth="1px"
      rounded="md"
      bg="bg"
      shadow={isDragging ? 'lg' : undefined}
      position="relative"
      zIndex={isDragging ? 1 : undefined}
    >
      <HStack p="2" gap="3" flexWrap="wrap">
        {canEdit && (
          <Handle
            ref={setActivatorNodeRef}
            type="button"
            aria-label={t('resourcesList.move', { title })}
            {...attributes}
            {...listeners}
          >
            ⠿
          </Handle>
        )}
        <Text fontSize="sm" color="fg.muted" aria-hidden="true">
          {index + 1}/{total}
        </Text>
        <Stack gap="0" flex="1" minW="8rem">
          <Text fontWeight="semibold" lineClamp={1}>
            {title}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {t('resourcesList.meta', { count: item.classes, minutes: item.minutes })}
          </Text>
        </Stack>
        <HStack gap="2" flexShrink={0} ms="auto">
          <Button size="xs" variant="outline" onClick={onOpen} aria-label={t('resourcesList.openLabel', { title })}>
            {t('resourcesList.open')}
          </Button>
          {canEdit && onRemove && (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={onRemove}
              aria-label={t('resourcesList.removeLabel', { title })}
            >
              {t('resourcesList.remove')}
            </Button>
          )}
        </HStack>
      </HStack>
    </Box>
  );
}

/** The content's resources in order: drag the handle (mouse, touch) or Space + arrows on it (keyboard) to reorder. */
export function ResourceList({
  items,
  canEdit,
  onReorder,
  onOpen,
  onRemove,
}: {
  items: KreaResourceItem[];
  canEdit: boolean;
  onReorder: (ids: number[]) => void;
  onOpen: (id: number) => void;
  /** asks to take a resource out of the content (the resource itself stays) */
  onRemove?: (item: KreaResourceItem) => void;
}) {
  const { t } = useRemoteT();
  const [order, setOrder] = useState(items);
  useEffect(() => setOrder(items), [items]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: unknown) => order.find((i) => i.id === id)?.title || t('dashboard.untitled');
  const pos = (id: unknown) => order.findIndex((i) => i.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('resourcesList.aPicked', { title: titleOf(active.id), position: pos(active.id), total: order.length }),
    onDragOver: ({ active, over }) =>
      over
        ? t('resourcesList.aOver', { title: titleOf(active.id), position: pos(over.id), total: order.length })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('resourcesList.aDropped', { title: titleOf(active.id), position: pos(over.id), total: order.length })
        : undefined,
    onDragCancel: ({ active }) => t('resourcesList.aCancel', { title: titleOf(active.id) }),
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(
      order,
      order.findIndex((i) => i.id === active.id),
      order.findIndex((i) => i.id === over.id),
    );
    setOrder(next);
    onReorder(next.map((i) => i.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('resourcesList.instructions') } }}
    >
      <SortableContext items={order.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <Stack as="ol" listStyleType="none" gap="2" aria-label={t('editor.resources')}>
          {order.map((item, i) => (
            <Row
              key={item.id}
              item={item}
              index={i}
              total={order.length}
              canEdit={canEdit}
              onOpen={() => onOpen(item.id)}
              onRemove={onRemove ? () => onRemove(item) : undefined}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
