import { useEffect, useId, useState } from 'react';
import { useNavigate } from '@platform/router';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, HStack, Input, chakra } from '@platform/ui';
import type { SuggestionDto } from '@platform/contracts';
import { useRemoteT, goTo } from '@platform/remote-kit';
import * as accountApi from '@platform/api-client/account';

export const SUGGEST_DEBOUNCE_MS = 250;

export function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const h = setTimeout(() => setV(value), ms);
    return () => clearTimeout(h);
  }, [value, ms]);
  return v;
}

/** Where a suggestion leads: resources, programs and provider folders open the item; a topic filters by it. */
export function suggestionTarget(s: SuggestionDto): string | null {
  if (s.kind === 'resource') return `/resource/${s.id}`;
  if (s.kind === 'program') return `/program/${s.id}`;
  if (s.kind === 'folder') return `/kimple-folders/${s.id}`;
  return null;
}

/**
 * Search box (ARIA combobox, arrow keys + Enter + Escape): popular suggestions (AvailableSuggestions) while focused and
 * empty, matching suggestions (AvailableSearchSuggestions, debounced) while typing. Choosing a resource, program or folder
 * opens it; a topic calls onTopic (default: search by that topic); free text runs onSearch.
 */
export function SearchBox({
  initial = '',
  onSearch,
  onTopic,
}: {
  initial?: string;
  onSearch: (text: string) => void;
  onTopic?: (topicId: number) => void;
}) {
  const { t, locale } = useRemoteT();
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  useEffect(() => setText(initial), [initial]);
  const debounced = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS);
  const empty = text.trim() === '';
  const sugg = useQuery({
    queryKey: ['explore', 'suggest', locale, debounced],
    queryFn: () => accountApi.availableSearchSuggestions(debounced),
    enabled: debounced.length >= 2 && open && !empty,
  });
  const popular = useQuery({
    queryKey: ['explore', 'popularSuggestions', locale],
    queryFn: () => accountApi.availableSuggestions(locale),
    enabled: open && empty,
    staleTime: 5 * 60_000,
  });
  const items: SuggestionDto[] = !open
    ? []
    : empty
      ? (popular.data?.data ?? [])
      : debounced.length >= 2
        ? (sugg.data?.data ?? [])
        : [];
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const submit = (value: string) => {
    close();
    onSearch(value.trim());
  };
  const pick = (s: SuggestionDto) => {
    close();
    const to = suggestionTarget(s);
    if (to === null) {
      if (onTopic) onTopic(s.id);
      else navigate(`/feed/search?topicIds=${s.id}`);
    } else if (s.kind === 'folder')
      goTo(to); // provider folders live in another app
    else navigate(to);
  };
  return (
    <chakra.form
      role="search"
      aria-label={t('search.label')}
      onSubmit={(e) => {
        e.preventDefault();
        if (active >= 0 && items[active]) pick(items[active]);
        else submit(text);
      }}
    >
      <HStack gap="2" position="relative">
        <Box flex="1" position="relative" minW="0">
          <Input
            type="search"
            value={text}
            placeholder={t('search.placeholder')}
            aria-label={t('search.label')}
            role="combobox"
            aria-expanded={items.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 && items[active] ? `${listId}-${active}` : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onBlur={() => setTimeout(close, 150)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown') {
                e.preventDefault();
                setOpen(true);
                setActive((a) => Math.min(a + 1, items.length - 1));
              } else if (e.key === 'ArrowUp') {
                e.preventDefault();
                setActive((a) => Math.max(a - 1, -1));
              } else if (e.key === 'Escape') close();
            }}
            data-testid="search-input"
          />
          {items.length > 0 && (
            <chakra.ul
              id={listId}
              role="listbox"
              aria-label={empty ? t('search.popularSuggestions') : t('search.suggestions')}
              position="absolute"
              zIndex="dropdown"
              top="100%"
              left="0"
              right="0"
              bg="bg"
              shadow="md"
              borderWidth="1px"
              rounded="md"
              mt="1"
              listStyleType="none"
              p="1"
              maxH="72"
              overflowY="auto"
              data-testid={empty ? 'popular-suggestions' : 'suggestions'}
            >
              {items.map((s, i) => (
                <chakra.li
                  key={`${s.kind}-${s.id}-${i}`}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  px="3"
                  py="2"
                  cursor="pointer"
                  rounded="sm"
                  bg={i === active ? 'bg.muted' : undefined}
                  _hover={{ bg: 'bg.muted' }}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    pick(s);
                  }}
                >
                  {s.text}{' '}
                  <chakra.span color="fg.muted" fontSize="xs">
                    · {t(`search.kinds.${s.kind}`)}
                  </chakra.span>
                </chakra.li>
              ))}
            </chakra.ul>
          )}
        </Box>
        <Button type="submit" colorPalette="brand">
          {t('search.submit')}
        </Button>
      </HStack>
    </chakra.form>
  );
}
