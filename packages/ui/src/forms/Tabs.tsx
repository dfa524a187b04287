import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Box, HStack, chakra } from '@platform/ui';

export interface TabDef<K extends string> {
  key: K;
  label: string;
}

const Tab = chakra('button', {
  base: {
    px: { base: '2', md: '4' },
    py: '2',
    fontWeight: 'semibold',
    borderBottomWidth: '3px',
    borderColor: 'transparent',
    color: 'fg.muted',
    fontSize: { base: 'sm', md: 'md' },
    flex: { base: '1', md: 'none' },
    whiteSpace: { base: 'normal', md: 'nowrap' },
    lineHeight: 'short',
    cursor: 'pointer',
    focusRing: 'inside',
    _hover: { color: 'fg' },
    _selected: { color: 'brand.fg', borderColor: 'brand.solid' },
  },
});

/**
 * WAI-ARIA tabs (role tablist / tab / tabpanel): the selected tab is the only one in the tab order; Left / Right /
 * Home / End move between tabs and select them. The selection lives with the caller (the route query).
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
  idPrefix,
}: {
  label: string;
  tabs: Array<TabDef<K>>;
  selected: K;
  onSelect: (k: K) => void;
  children: ReactNode;
  idPrefix: string;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.key === selected),
  );
  const go = (i: number) => {
    const n = (i + tabs.length) % tabs.length;
    onSelect(tabs[n].key);
    refs.current[n]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(index + 1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(index - 1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      go(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      go(tabs.length - 1);
    }
  };
  return (
    <Box>
      <HStack
        role="tablist"
        aria-label={label}
        gap="0"
        align="stretch"
        borderBottomWidth="1px"
        borderColor="border"
        onKeyDown={onKeyDown}
      >
        {tabs.map((t, i) => (
          <Tab
            key={t.key}
            ref={(el: HTMLButtonElement | null) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${t.key}`}
            aria-selected={t.key === selected}
            aria-controls={`${idPrefix}-panel-${t.key}`}
            tabIndex={t.key === selected ? 0 : -1}
            onClick={() => onSelect(t.key)}
          >
            {t.label}
          </Tab>
        ))}
      </HStack>
      <Box
        role="tabpanel"
        id={`${idPrefix}-panel-${selected}`}
        aria-labelledby={`${idPrefix}-tab-${selected}`}
        pt="5"
        tabIndex={0}
        focusVisibleRing="outside"
      >
        {children}
      </Box>
    </Box>
  );
}
