import { useEffect, useState } from 'react';
import { Link as RouterLink } from '@platform/router';
import { Box, Button, Link, Modal, Stack, Text, chakra } from '@platform/ui';
import { useRemoteT } from '@platform/remote-kit';

export interface IndexEntry {
  key: string;
  label: string;
  to: string;
  active: boolean;
  subEntries: Array<{ id: string; label: string }>;
}

/**
 * Resource index (spec §2): trigger entry with sub-entries, numbered classes with their filled sections,
 * global valuation (teacher). The active sub-entry follows the scroll (IntersectionObserver). Beside the content from
 * 48em; on a phone a button naming where the reader is opens it as a sheet (CSS picks: the same markup at any width).
 */
export function IndexSidebar({ entries, children }: { entries: IndexEntry[]; children?: React.ReactNode }) {
  const { t } = useRemoteT();
  const [sheet, setSheet] = useState(false);
  const active = entries.find((e) => e.active);
  return (
    <Box position={{ md: 'sticky' }} top="4">
      <Button
        variant="outline"
        w="full"
        justifyContent="space-between"
        display={{ base: 'flex', md: 'none' }}
        aria-haspopup="dialog"
        onClick={() => setSheet(true)}
        data-testid="resource-index-button"
      >
        <chakra.span truncate>{t('resource.indexAt', { place: active?.label ?? t('resource.index') })}</chakra.span>
        <chakra.span aria-hidden="true">☰</chakra.span>
      </Button>
      <Modal
        open={sheet}
        onClose={() => setSheet(false)}
        title={t('resource.index')}
        data-testid="resource-index-sheet"
      >
        <IndexNav entries={entries} onGo={() => setSheet(false)} />
      </Modal>
      {!sheet && (
        <Box display={{ base: 'none', md: 'block' }}>
          <IndexNav entries={entries} />
        </Box>
      )}
      {/* the resource's actions (student preview, class pack) stay in reach on a phone, under the index button */}
      {children && (
        <Stack mt={{ base: '3', md: '4' }} gap="3">
          {children}
        </Stack>
      )}
    </Box>
  );
}

function IndexNav({
  entries,
  onGo,
}: {
  entries: IndexEntry[];
  /** called when an entry is followed (the phone's sheet closes) */
  onGo?: () => void;
}) {
  const { t } = useRemoteT();
  const active = entries.find((e) => e.active);
  const activeSub = useScrollSpy(active?.subEntries.map((s) => s.id) ?? []);
  return (
    <Box as="nav" aria-label={t('resource.index')} data-testid="resource-index">
      <chakra.ol listStyleType="none" p="0" m="0">
        {entries.map((e) => (
          <chakra.li key={e.key} mb="2">
            <Link asChild fontWeight={e.active ? 'bold' : 'normal'} color={e.active ? 'brand.fg' : undefined}>
              <RouterLink to={e.to} aria-current={e.active ? 'page' : undefined} onClick={onGo}>
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
                        onGo?.();
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
