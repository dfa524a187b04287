/** Side drawer (dialog) rendered in a portal. */
import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Box, Button, Flex, Heading } from '@platform/ui';

export function Drawer({
  open,
  onClose,
  title,
  placement = 'end',
  children,
  closeLabel,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  placement?: 'start' | 'end';
  children: ReactNode;
  closeLabel: string;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onKey = useCallback(
    (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      if (e.key === 'Tab' && panel.current) {
        // keep keyboard focus inside the drawer
        const focusables = Array.from(
          panel.current.querySelectorAll<HTMLElement>(
            'a[href], button:not([disabled]), select, input, textarea, [tabindex]:not([tabindex="-1"])',
          ),
        );
        if (focusables.length === 0) return;
        const first = focusables[0]!;
        const last = focusables[focusables.length - 1]!;
        if (e.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }
    },
    [onClose],
  );
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open, onKey]);
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <Box
      position="fixed"
      inset="0"
      zIndex="modal"
      bg="blackAlpha.500"
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <Box
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        position="absolute"
        top="0"
        bottom="0"
        {...(placement === 'end' ? { right: '0' } : { left: '0' })}
        w={{ base: '85vw', md: '380px' }}
        bg="bg"
        shadow="xl"
        display="flex"
        flexDirection="column"
        outline="none"
      >
        <Flex align="center" justify="space-between" px="5" py="4" borderBottomWidth="1px">
          <Heading as="h2" size="md" id={titleId}>
            {title}
          </Heading>
          <Button variant="ghost" size="sm" aria-label={closeLabel} onClick={onClose}>
            ×
          </Button>
        </Flex>
        <Box flex="1" overflowY="auto" px="5" py="4">
          {children}
        </Box>
      </Box>
    </Box>,
    document.body,
  );
}
