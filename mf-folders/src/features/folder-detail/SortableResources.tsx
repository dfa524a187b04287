import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
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
import { Badge, Box, Button, HStack, Image, Stack, Text, chakra } from '@platform/ui';
import { categoryBadgeStyle } from '@platform/ui/plain';
import type { FolderResourceItem } from '@platform/contracts';
import { OuterLink } from '../../components/cards';
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
    borderColor: 'border',
    bg: 'bg',
    cursor: 'grab',
    color: 'fg.muted',
    fontSize: 'lg',
    touchAction: 'none',
    focusRing: 'outside',
    _hover: { bg: 'bg.muted' },
  },
});

interface RowProps {
  item: FolderResourceItem;
  index: number;
  total: number;
  canEdit: boolean;
  onRemove: (item: FolderResourceItem) => void;
  removing: boolean;
  handle?: ReactNode;
}

function RowBody({ item, index, total, canEdit, onRemove, removing, handle }: RowProps) {
  const { t } = useRemoteT();
  const title = item.card?.title ?? t('detail.unavailable');
  return (
    <HStack gap="3" p="3" align="center" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
      {handle}
      <Text fontSize="sm" color="fg.muted" minW="12" aria-hidden="true">
        {t('detail.position', { position: index + 1, total })}
      </Text>
      {item.card?.cover ? (
        <Image
          src={item.card.cover}
          alt=""
          w="16"
          h="12"
          objectFit="cover"
          rounded="sm"
          bg="bg.muted"
          flexShrink={0}
          display={{ base: 'none', sm: 'block' }}
        />
      ) : null}
      <Stack gap="0" flex="1" minW="40">
        {item.card ? (
          <OuterLink to={`/resource/${item.resourceId}`} fontWeight="semibold" lineClamp={2}>
            {title}
          </OuterLink>
        ) : (
          <Text fontStyle="italic" color="fg.muted">
            {title}
          </Text>
        )}
        {item.card && (
          <Text fontSize="xs" color="fg.muted">
            {item.card.author.name} ·{' '}
            {t('resource.meta', { min: item.card.ageMin, max: item.card.ageMax, count: item.card.numberOfClasses })}
          </Text>
        )}
        {item.card?.category && (
          <Box>
            <Badge style={categoryBadgeStyle(item.card.category.color)} size="sm">
              {item.card.category.name}
            </Badge>
          </Box>
        )}
      </Stack>
      <HStack gap="2" flexShrink={0}>
        {item.card && (
          <Button asChild size="sm" variant="outline">
            <OuterLink to={`/resource/${item.resourceId}`} label={t('detail.openLabel', { title })}>
              {t('detail.open')}
            </OuterLink>
          </Button>
        )}
        {canEdit && (
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={t('detail.removeLabel', { title })}
            disabled={removing}
            onClick={() => onRemove(item)}
          >
            {t('detail.remove')}
          </Button>
        )}
      </HStack>
    </HStack>
  );
}

function SortableRow(props: RowProps) {
  const { t } = useRemoteT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.item.resourceId,
  });
  const title = props.item.card?.title ?? t('detail.unavailable');
  return (
    <Box
      as="li"
      ref={setNodeRef}
      data-order={props.index}
      data-testid="folder-resource"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      position="relative"
      zIndex={isDragging ? 1 : undefined}
      borderWidth="1px"
      borderColor={isDragging ? 'brand.solid' : 'border'}
      rounded="lg"
      bg="bg"
      shadow={isDragging ? 'lg' : undefined}
    >
      <RowBody
        {...props}
        handle={
          <Handle
            ref={setActivatorNodeRef}
            type="button"
            aria-label={t('detail.move', { title })}
            {...attributes}
            {...listeners}
          >
            ⠿
          </Handle>
        }
      />
    </Box>
  );
}

/**
 * The folder's resources in order. Editors reorder them by dragging the handle (mouse, touch) or with the keyboard (dnd-kit:
 * Space on the handle, arrows, Space), with spoken announcements in the user's language; `onReorder` gets the new order.
 */
export function SortableResources({
  items,
  canEdit,
  onReorder,
  onRemove,
  removingId,
}: {
  items: FolderResourceItem[];
  canEdit: boolean;
  onReorder: (next: FolderResourceItem[]) => void;
  onRemove: (item: FolderResourceItem) => void;
  removingId: number | null;
}) {
  const { t } = useRemoteT();
  const [order, setOrder] = useState(items);
  useEffect(() => setOrder(items), [items]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = useMemo(() => {
    const m = new Map(order.map((i) => [i.resourceId as UniqueIdentifier, i.card?.title ?? t('detail.unavailable')]));
    return (id: UniqueIdentifier) => m.get(id) ?? '';
  }, [order, t]);
  const pos = (id: UniqueIdentifier | undefined) => order.findIndex((i) => i.resourceId === id) + 1;
  const total = order.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.picked', { title: titleOf(active.id), position: pos(active.id), total }),
    onDragOver: ({ active, over }) =>
      over ? t('dnd.over', { title: titleOf(active.id), position: pos(over.id), total }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('dnd.dropped', { title: titleOf(active.id), position: pos(over.id), total }) : undefined,
    onDragCancel: ({ active }) => t('dnd.cancelled', { title: titleOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.findIndex((i) => i.resourceId === active.id);
    const to = order.findIndex((i) => i.resourceId === over.id);
    if (from < 0 || to < 0) return;
    const next = arrayMove(order, from, to);
    setOrder(next);
    onReorder(next);
  };
  const listProps = {
    as: 'ol' as const,
    'aria-label': t('detail.resourcesList'),
    listStyleType: 'none',
    p: '0',
    m: '0',
    display: 'flex',
    flexDirection: 'column' as const,
    gap: '2',
  };
  if (!canEdit) {
    return (
      <Box {...listProps}>
        {order.map((item, i) => (
          <Box
            as="li"
            key={item.resourceId}
            data-testid="folder-resource"
            borderWidth="1px"
            borderColor="border"
            rounded="lg"
          >
            <RowBody item={item} index={i} total={total} canEdit={false} onRemove={onRemove} removing={false} />
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      <SortableContext items={order.map((i) => i.resourceId)} strategy={verticalListSortingStrategy}>
        <Box {...listProps}>
          {order.map((item, i) => (
            <SortableRow
              key={item.resourceId}
              item={item}
              index={i}
              total={total}
              canEdit
              onRemove={onRemove}
              removing={removingId === item.resourceId}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
