import { Badge, Box, Button, HStack, Image, Stack, Text } from '@platform/ui';
import { SortableHandle, SortableList, type SortableHandleProps } from '@platform/ui/forms';
import { categoryBadgeStyle } from '@platform/ui/plain';
import type { FolderResourceItem } from '@platform/contracts';
import { OuterLink } from '../../components/cards';
import { useRemoteT } from '@platform/remote-kit';

interface RowProps {
  item: FolderResourceItem;
  index: number;
  total: number;
  canEdit: boolean;
  onRemove: (item: FolderResourceItem) => void;
  removing: boolean;
  handle?: SortableHandleProps;
}

function RowBody({ item, index, total, canEdit, onRemove, removing, handle }: RowProps) {
  const { t } = useRemoteT();
  const title = item.card?.title ?? t('detail.unavailable');
  return (
    <HStack gap="3" p="3" align="center" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
      {handle && <SortableHandle {...handle} fontSize="lg" />}
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
  return (
    <SortableList
      items={items}
      getId={(i) => i.resourceId}
      getTitle={(i) => i.card?.title ?? t('detail.unavailable')}
      label={t('detail.resourcesList')}
      disabled={!canEdit}
      onReorder={onReorder}
      texts={{
        instructions: t('dnd.instructions'),
        move: (title) => t('detail.move', { title }),
        picked: (m) => t('dnd.picked', m),
        over: (m) => t('dnd.over', m),
        dropped: (m) => t('dnd.dropped', m),
        cancelled: (m) => t('dnd.cancelled', m),
      }}
      itemProps={(_, { index, isDragging }) => ({
        'data-order': index,
        'data-testid': 'folder-resource',
        borderWidth: '1px',
        borderColor: isDragging ? 'brand.solid' : 'border',
        rounded: 'lg',
        bg: 'bg',
      })}
      renderItem={(item, row) => (
        <RowBody
          item={item}
          {...row}
          canEdit={canEdit}
          onRemove={onRemove}
          removing={canEdit && removingId === item.resourceId}
        />
      )}
    />
  );
}
