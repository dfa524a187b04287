import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, HStack, Input, chakra } from '@platform/ui';
import { exploreApi } from '../../api/explore';
import { useT } from '../../lib/i18n';

export const SUGGEST_DEBOUNCE_MS = 250;

export function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => { const h = setTimeout(() => setV(value), ms); return () => clearTimeout(h); }, [value, ms]);
  return v;
}

/** Search box with suggestions while typing (debounced, ARIA combobox, arrow keys + Enter + Escape). */
export function SearchBox({ initial = '', onSearch }: { initial?: string; onSearch: (text: string) => void }) {
  const { t, locale } = useT();
  const [text, setText] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  useEffect(() => setText(initial), [initial]);
  const debounced = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS);
  const sugg = useQuery({ queryKey: ['explore', 'suggest', locale, debounced], queryFn: () => exploreApi.suggestions(debounced), enabled: debounced.length >= 2 && open });
  const items = open && debounced.length >= 2 ? (sugg.data?.data ?? []) : [];
  const submit = (value: string) => { setOpen(false); setActive(-1); onSearch(value.trim()); };
  return (
    <chakra.form role="search" aria-label={t('search.label')} onSubmit={(e) => { e.preventDefault(); submit(active >= 0 && items[active] ? items[active].text : text); }}>
      <HStack gap="2" position="relative">
        <Box flex="1" position="relative">
          <Input type="search" value={text} placeholder={t('search.placeholder')} aria-label={t('search.label')} role="combobox"
            aria-expanded={items.length > 0} aria-controls={listId} aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
            onChange={(e) => { setText(e.target.value); setOpen(true); setActive(-1); }}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown') { e.preventDefault(); setOpen(true); setActive((a) => Math.min(a + 1, items.length - 1)); }
              else if (e.key === 'ArrowUp') { e.preventDefault(); setActive((a) => Math.max(a - 1, -1)); }
              else if (e.key === 'Escape') { setOpen(false); setActive(-1); }
            }} data-testid="search-input" />
          {items.length > 0 && (
            <chakra.ul id={listId} role="listbox" aria-label={t('search.suggestions')} position="absolute" zIndex="dropdown" top="100%" left="0" right="0" bg="bg" shadow="md" borderWidth="1px" rounded="md" mt="1" listStyleType="none" p="1">
              {items.map((s, i) => (
                <chakra.li key={`${s.kind}-${s.id}-${i}`} id={`${listId}-${i}`} role="option" aria-selected={i === active} px="3" py="2" cursor="pointer" rounded="sm"
                  bg={i === active ? 'bg.muted' : undefined} onMouseDown={(e) => { e.preventDefault(); setText(s.text); submit(s.text); }}>
                  {s.text} <chakra.span color="fg.muted" fontSize="xs">· {t(`search.kinds.${s.kind}`)}</chakra.span>
                </chakra.li>
              ))}
            </chakra.ul>
          )}
        </Box>
        <Button type="submit" colorPalette="brand">{t('search.submit')}</Button>
      </HStack>
    </chakra.form>
  );
}
