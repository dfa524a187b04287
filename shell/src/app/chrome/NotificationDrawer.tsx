/**
 * Notification drawer opened by the bell (spec §4): opening loads page 0 of the cards (page size 5) and
 * then marks the notifications seen; "load more" while the next page is below the total pages; closing
 * clears the list and resets the page. A card opens a detail view (sanitized rich text); back returns to
 * the list; "expand" opens the global notification-detail modal. Loaded on demand (ShellApp).
 */
import { useEffect, useRef, useState } from 'react';
import { bus } from '@platform/event-bus';
import {
  Badge,
  Box,
  Button,
  EmptyState,
  ErrorState,
  Flex,
  Heading,
  LoadingState,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
  chakra,
  formatDate,
} from '@platform/ui';
import { useT } from '../hooks/useShell';
import { Drawer } from '../ui/Drawer';
import { sanitizeHtml } from '../modals/SimpleModals';
import { closeNotifications, useNotificationsOpen } from './notificationsState';
import { canLoadMore, useNotificationDrawer, type DrawerDeps } from '../notifications/machine';
import { fetchHighlightedCards, type NotificationCard } from '../notifications/api';

/**
 * GET /NotificationApi/Highlight when the drawer opens: the highlighted cards, pinned above the list (the spec names
 * the call, not the place). A failure hides the strip; the list has its own error.
 */
function useHighlights(open: boolean, fetch: typeof fetchHighlightedCards): NotificationCard[] {
  const [items, setItems] = useState<NotificationCard[]>([]);
  useEffect(() => {
    if (!open) {
      setItems([]);
      return;
    }
    let live = true;
    fetch().then(
      (cards) => live && setItems(cards),
      () => live && setItems([]),
    );
    return () => {
      live = false;
    };
  }, [open, fetch]);
  return items;
}

const TAGS: Record<number, string> = {
  1: 'content',
  2: 'feature',
  3: 'maintenance',
  4: 'ephemeride',
  5: 'general',
  6: 'teachersTraining',
};
/** Lists, paragraphs and links of the sanitized rich text (the CSS reset removes their defaults). */
const RICH_TEXT = {
  '& p': { marginBottom: '0.75rem' },
  '& ul': { paddingInlineStart: '1.25rem', listStyleType: 'disc', marginBottom: '0.75rem' },
  '& ol': { paddingInlineStart: '1.25rem', listStyleType: 'decimal', marginBottom: '0.75rem' },
  '& a': { color: 'var(--chakra-colors-brand-600, #2b6cb0)', textDecoration: 'underline' },
} as const;
const TAG_COLORS: Record<number, string> = { 1: 'blue', 2: 'purple', 3: 'orange', 4: 'teal', 5: 'gray', 6: 'green' };

function TagBadge({ tag }: { tag: number }) {
  const { t } = useT();
  const key = TAGS[tag];
  if (!key) return null;
  return (
    <Badge colorPalette={TAG_COLORS[tag]} variant="subtle" size="sm" data-testid="notification-tag">
      {t(`notifications.tags.${key}`)}
    </Badge>
  );
}

function Card({
  card,
  onOpen,
  buttonRef,
  pinned = false,
}: {
  card: NotificationCard;
  onOpen: () => void;
  buttonRef: (el: HTMLButtonElement | null) => void;
  /** in the highlighted strip: no "highlighted" badge, no brief */
  pinned?: boolean;
}) {
  const { t } = useT();
  const date = formatDate(card.date ?? card.startDate);
  return (
    <chakra.button
      ref={buttonRef}
      type="button"
      onClick={onOpen}
      w="full"
      textAlign="start"
      borderWidth="1px"
      rounded="md"
      p="3"
      bg={card.unseen ? 'brand.50' : 'bg'}
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
      data-testid="notification-card"
      data-id={card.id}
    >
      <Flex align="center" gap="2" mb="1" wrap="wrap">
        <TagBadge tag={card.tag} />
        {card.highlight && !pinned ? (
          <Badge colorPalette="yellow" variant="solid" size="sm" data-testid="notification-highlight">
            ★ {t('notifications.highlightedBadge')}
          </Badge>
        ) : null}
        {date ? (
          <Text as="span" fontSize="xs" color="fg.muted">
            <VisuallyHidden>{t('notifications.dateLabel')} </VisuallyHidden>
            <time dateTime={card.date}>{date}</time>
          </Text>
        ) : null}
        {card.unseen ? (
          <Box as="span" ms="auto" boxSize="8px" rounded="full" bg="red.500" title={t('notifications.new')}>
            <VisuallyHidden>{t('notifications.new')}</VisuallyHidden>
          </Box>
        ) : null}
      </Flex>
      <Text as="span" display="block" fontWeight="semibold">
        {card.title}
      </Text>
      {card.brief && !pinned ? (
        <Text as="span" display="block" fontSize="sm" color="fg.muted" mt="1">
          {card.brief}
        </Text>
      ) : null}
    </chakra.button>
  );
}

function Detail({ card, onBack }: { card: NotificationCard; onBack: () => void }) {
  const { t } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [card.id]);
  const expand = () => {
    closeNotifications();
    bus.emit('platform.modal.open.v1', {
      modal: 'notificationDetail',
      props: {
        title: card.title,
        brief: card.brief,
        detail: card.detail,
        date: card.date,
        startDate: card.startDate,
        tag: card.tag,
      },
    });
  };
  const date = formatDate(card.date ?? card.startDate);
  return (
    <Stack as="article" gap="3" aria-labelledby="notification-detail-title" data-testid="notification-detail">
      <Flex justify="space-between" gap="2">
        <Button variant="ghost" size="sm" onClick={onBack}>
          ← {t('notifications.back')}
        </Button>
        <Button variant="outline" size="sm" onClick={expand}>
          {t('notifications.expand')}
        </Button>
      </Flex>
      <Flex align="center" gap="2" wrap="wrap">
        <TagBadge tag={card.tag} />
        {date ? (
          <Text as="span" fontSize="sm" color="fg.muted">
            <time dateTime={card.date}>{date}</time>
          </Text>
        ) : null}
      </Flex>
      <Heading as="h3" size="md" id="notification-detail-title" ref={heading} tabIndex={-1} outline="none">
        {card.title}
      </Heading>
      {card.brief ? <Text color="fg.muted">{card.brief}</Text> : null}
      <Box
        className="notification-detail-body"
        css={RICH_TEXT}
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(card.detail ?? '') }}
      />
    </Stack>
  );
}

export function NotificationDrawer({
  deps,
  fetchHighlights = fetchHighlightedCards,
}: { deps?: DrawerDeps; fetchHighlights?: typeof fetchHighlightedCards } = {}) {
  const open = useNotificationsOpen();
  const { t } = useT();
  const { state, loadMore, retry, showDetail, back } = useNotificationDrawer(open, deps);
  const highlights = useHighlights(open, fetchHighlights);
  const cardRefs = useRef(new Map<number, HTMLButtonElement>());
  const lastOpened = useRef<number | null>(null);
  const focusAfterMore = useRef<number | null>(null);

  // Back from a detail: focus returns to the card it came from.
  useEffect(() => {
    if (state.detail === null && lastOpened.current !== null) {
      cardRefs.current.get(lastOpened.current)?.focus();
      lastOpened.current = null;
    }
  }, [state.detail]);
  // After "load more": focus goes to the first new card.
  useEffect(() => {
    if (state.status === 'ready' && focusAfterMore.current !== null) {
      const first = state.items[focusAfterMore.current];
      focusAfterMore.current = null;
      if (first) cardRefs.current.get(first.id)?.focus();
    }
  }, [state.status, state.items]);

  let body: React.ReactNode;
  if (state.detail) {
    body = <Detail card={state.detail} onBack={back} />;
  } else if (state.status === 'loading' || state.status === 'closed') {
    body = <LoadingState label={t('notifications.loading')} />;
  } else if (state.status === 'error') {
    body = (
      <ErrorState title={t('notifications.errorTitle')} description={t('notifications.errorBody')} onRetry={retry} />
    );
  } else if (state.items.length === 0) {
    body = <EmptyState title={t('notifications.emptyTitle')} description={t('notifications.emptyBody')} />;
  } else {
    body = (
      <Stack gap="3">
        {highlights.length ? (
          <Stack as="section" gap="2" aria-labelledby="notifications-highlighted" data-testid="notification-highlights">
            <Heading as="h3" size="sm" id="notifications-highlighted">
              {t('notifications.highlighted')}
            </Heading>
            <Stack as="ul" listStyleType="none" gap="2">
              {highlights.map((card) => (
                <li key={card.id}>
                  <Card card={card} pinned buttonRef={() => undefined} onOpen={() => showDetail(card)} />
                </li>
              ))}
            </Stack>
          </Stack>
        ) : null}
        {highlights.length ? (
          <Heading as="h3" size="sm" mt="2">
            {t('notifications.all')}
          </Heading>
        ) : null}
        <Stack as="ul" listStyleType="none" gap="3" aria-label={t('notifications.listLabel')}>
          {state.items.map((card) => (
            <li key={card.id}>
              <Card
                card={card}
                buttonRef={(el) => {
                  if (el) cardRefs.current.set(card.id, el);
                  else cardRefs.current.delete(card.id);
                }}
                onOpen={() => {
                  lastOpened.current = card.id;
                  showDetail(card);
                }}
              />
            </li>
          ))}
        </Stack>
        {state.status === 'loadingMore' ? (
          <Flex justify="center" py="2" role="status" aria-live="polite">
            <Spinner size="sm" label={t('notifications.loadingMore')} />
          </Flex>
        ) : null}
        {state.moreError ? (
          <Text role="alert" color="red.600" fontSize="sm">
            {t('notifications.moreError')}
          </Text>
        ) : null}
        {canLoadMore(state) ? (
          <Button
            variant="outline"
            onClick={() => {
              focusAfterMore.current = state.items.length;
              loadMore();
            }}
          >
            {t('notifications.loadMore')}
          </Button>
        ) : null}
      </Stack>
    );
  }

  return (
    <Drawer
      open={open}
      onClose={closeNotifications}
      title={t('notifications.title')}
      closeLabel={t('notifications.close')}
    >
      <Box aria-busy={state.status === 'loading' || state.status === 'loadingMore'}>{body}</Box>
    </Drawer>
  );
}
