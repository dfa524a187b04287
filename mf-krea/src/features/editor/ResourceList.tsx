import { Button, HStack, Stack, Text } from '@platform/ui';
import { SortableHandle, SortableList, type SortableHandleProps } from '@platform/ui/forms';
import type { KreaResourceItem } from '@platform/contracts';
import { useRemoteT } from '@platform/remote-kit';

function Row({
  item,
  index,
  total,
  canEdit,
  onOpen,
  onRemove,
  handle,
}: {
  item: KreaResourceItem;
  index: number;
  total: number;
  canEdit: boolean;
  onOpen: () => void;
  onRemove?: () => void;
  handle?: SortableHandleProps;
}) {
  const { t } = useRemoteT();
  const title = item.title || t('dashboard.untitled');
  return (
    <HStack p="2" gap="3" flexWrap="wrap">
      {handle && <SortableHandle {...handle} />}
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
  return (
    <SortableList
      items={items}
      getId={(i) => i.id}
      getTitle={(i) => i.title || t('dashboard.untitled')}
      label={t('editor.resources')}
      disabled={!canEdit}
      onReorder={(next) => onReorder(next.map((i) => i.id))}
      texts={{
        instructions: t('resourcesList.instructions'),
        move: (title) => t('resourcesList.move', { title }),
        picked: (m) => t('resourcesList.aPicked', m),
        over: (m) => t('resourcesList.aOver', m),
        dropped: (m) => t('resourcesList.aDropped', m),
        cancelled: (m) => t('resourcesList.aCancel', m),
      }}
      itemProps={() => ({ 'data-testid': 'content-resource', borderWidth: '1px', rounded: 'md', bg: 'bg' })}
      renderItem={(item, row) => (
        <Row
          item={item}
          {...row}
          canEdit={canEdit}
          onOpen={() => onOpen(item.id)}
          onRemove={onRemove ? () => onRemove(item) : undefined}
        />
      )}
    />
  );
}
