/** Accessible menu button (keyboard navigable). */
import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { Box, Button, chakra } from '@platform/ui';

export interface MenuItemDef {
  value: string;
  label: ReactNode;
  danger?: boolean;
}

/** WAI-ARIA menu button: Enter/Space/ArrowDown open, arrows move, Escape closes, Tab leaves. */
export function MenuButton({
  label,
  trigger,
  items,
  onSelect,
  header,
}: {
  label: string;
  trigger: ReactNode;
  items: MenuItemDef[];
  onSelect: (value: string) => void;
  header?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const btn = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  const focusItem = (index: number) => {
    const els = list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    if (!els || els.length === 0) return;
    els[(index + els.length) % els.length]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    focusItem(0);
    const onDoc = (e: MouseEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDoc);
    return () => document.removeEventListener('mousedown', onDoc);
  }, [open]);

  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) btn.current?.focus();
  };

  const onMenuKey = (e: ReactKeyboardEvent) => {
    const els = Array.from(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const idx = els.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      focusItem(idx + 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      focusItem(idx - 1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      focusItem(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focusItem(els.length - 1);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'Tab') setOpen(false);
  };

  return (
    <Box position="relative" ref={wrapper}>
      <Button
        ref={btn}
        variant="ghost"
        size="sm"
        px="1"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        {trigger}
      </Button>
      {open ? (
        <Box
          position="absolute"
          right="0"
          top="calc(100% + 4px)"
          bg="bg"
          shadow="lg"
          rounded="md"
          borderWidth="1px"
          minW="15rem"
          zIndex="dropdown"
          py="1"
        >
          {header}
          <chakra.ul
            id={menuId}
            role="menu"
            aria-label={label}
            ref={list}
            listStyleType="none"
            m="0"
            p="0"
            onKeyDown={onMenuKey}
          >
            {items.map((item) => (
              <li key={item.value} role="none">
                <chakra.button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  w="full"
                  textAlign="start"
                  px="4"
                  py="2"
                  fontSize="sm"
                  color={item.danger ? 'danger' : 'fg'}
                  _hover={{ bg: 'bg.muted' }}
                  _focus={{ bg: 'bg.muted', outline: 'none' }}
                  cursor="pointer"
                  onClick={() => {
                    close(false);
                    onSelect(item.value);
                  }}
                >
                  {item.label}
                </chakra.button>
              </li>
            ))}
          </chakra.ul>
        </Box>
      ) : null}
    </Box>
  );
}
