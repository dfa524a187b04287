import { useEffect, useState } from 'react';
import { Link as RouterLink } from '@platform/router';
import { Box, Link, Stack, Text, chakra } from '@platform/ui';
import { useT } from '../../lib/i18n';

export interface IndexEntry {
  key: string;
  label: string;
  to: string;
  active: boolean;
  subEntries: Array<{ id: string; label: string }>;
}

/**
 * Resource index (spec §2): trigger entry with sub-entries, numbered classes with their filled sections,
 * global valuation (teacher). The active sub-entry follows the scroll (IntersectionObserver).
 */
export function IndexSidebar({ entries, children }: { entries: IndexEntry[]; children?: React.ReactNode }) {
  const { t } = useT();
  const active = entries.find((e) => e.active);
  const activeSub = useScrollSpy(active?.subEntries.map((s) => s.id) ?? []);
  return (
    <Box as="nav" aria-label={t('resource.index')} position={{ md: 'sticky' }} top="4" data-testid="resource-index">
      <chakra.ol listStyleType="none" p="0" m="0">
        {entries.map((e) => (
          <chakra.li key={e.key} mb="2">
            <Link asChild fontWeight={e.active ? 'bold' : 'normal'} color={e.active ? 'brand.fg' : undefined}>
              <RouterLink to={e.to} aria-current={e.active ? 'page' : undefined}>
                {e.label}
              </RouterLink>
            </Link>
            {e.active && e.subEntries.length > 0 && (
              <chakra.ul listStyleType="none" pl="3" mt="1" borderLeftWidth="2px" borderColor="border">
                {e.subEntries.map((s) => (
                  <chakra.li key={s.id}>
                    <Link
                      href={`#${s.id}`}
                      fontSize="sm"
                      data-active={activeSub === s.id ? 'true' : undefined}
                      aria-current={activeSub === s.id ? 'location' : undefined}
                      color={activeSub === s.id ? 'brand.fg' : 'fg.muted'}
                      fontWeight={activeSub === s.id ? 'semibold' : 'normal'}
                      onClick={(ev) => {
                        ev.preventDefault();
                        document.getElementById(s.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                      }}
                    >
                      {s.label}
                    </Link>
                  </chakra.li>
                ))}
              </chakra.ul>
            )}
          </chakra.li>
        ))}
      </chakra.ol>
      {children && (
        <Stack mt="4" gap="3">
          {children}
        </Stack>
      )}
      {entries.length === 0 && <Text>{t('resource.noIndex')}</Text>}
    </Box>
  );
}

/** The id of the section closest to the top of the viewport among `ids`. */
export function useScrollSpy(ids: string[]): string | undefined {
  const [current, setCurrent] = useState<string | undefined>(ids[0]);
  const key = ids.join('|');
  useEffect(() => {
    setCurrent(ids[0]);
    if (typeof IntersectionObserver === 'undefined' || ids.length === 0) return;
    const visible = new Map<string, number>();
    const obs = new IntersectionObserver(
      (items) => {
        for (const it of items) {
          if (it.isIntersecting) visible.set(it.target.id, it.boundingClientRect.top);
          else visible.delete(it.target.id);
        }
        const first = ids.find((id) => visible.has(id));
        if (first) setCurrent(first);
      },
      { rootMargin: '0px 0px -60% 0px', threshold: [0, 0.1] },
    );
    for (const id of ids) {
      const el = document.getElementById(id);
      if (el) obs.observe(el);
    }
    return () => obs.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return current;
}
