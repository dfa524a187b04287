import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Box, Heading, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export const MODAL_MAX_WIDTHS = { md: '580px', lg: '870px' } as const;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** optional red error title shown above the body */
  errorTitle?: ReactNode;
  /** md = 580px, lg = 870px (spec §9) */
  size?: keyof typeof MODAL_MAX_WIDTHS;
  children?: ReactNode;
  footer?: ReactNode;
  /** hide the close (×) button */
  hideCloseButton?: boolean;
  /** backdrop click closes (default true) */
  closeOnBackdrop?: boolean;
  'data-testid'?: string;
}

const CloseX = chakra('button', {
  base: {
    position: 'absolute',
    top: '3',
    right: '3',
    w: '8',
    h: '8',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    rounded: 'full',
    cursor: 'pointer',
    fontSize: 'xl',
    lineHeight: '1',
    color: 'fg.muted',
    _hover: { bg: 'bg.muted' },
    focusRing: 'outside',
  },
});

/**
 * Generic modal (spec §2 App shell): title, optional red error title, close button, backdrop click
 * closes, Escape closes. On a phone it is a full-height sheet, its footer at the bottom; from 48em a centred box.
 * Lightweight on purpose (no Ark dialog machine in the shared chunk).
 */
export function Modal({
  open,
  onClose,
  title,
  errorTitle,
  size = 'md',
  children,
  footer,
  hideCloseButton,
  closeOnBackdrop = true,
  ...rest
}: ModalProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open, onClose]);

  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <Box
      position="fixed"
      inset="0"
      zIndex="modal"
      bg="blackAlpha.600"
      display="flex"
      alignItems={{ base: 'stretch', md: 'center' }}
      justifyContent="center"
      p={{ base: '0', md: '4' }}
      data-testid="modal-backdrop"
      onClick={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) onClose();
      }}
    >
      <Box
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        tabIndex={-1}
        position="relative"
        bg="bg"
        rounded={{ base: 'none', md: 'lg' }}
        shadow="lg"
        w="full"
        maxW={{ base: 'none', md: MODAL_MAX_WIDTHS[size] }}
        h={{ base: '100dvh', md: 'auto' }}
        maxH={{ base: '100dvh', md: '90vh' }}
        display="flex"
        flexDirection="column"
        overflow="hidden"
        outline="none"
        data-testid={rest['data-testid']}
      >
        {!hideCloseButton && (
          <CloseX type="button" aria-label={t('modal.close')} onClick={onClose} zIndex="1">
            ×
          </CloseX>
        )}
        {/* the body scrolls; the footer's actions stay in view below it (on a phone, under the thumb) */}
        <Box
          flex="1"
          minH="0"
          overflowY="auto"
          overscrollBehavior="contain"
          p={{ base: '5', md: '8' }}
          pb={footer ? { base: '3', md: '6' } : { base: '5', md: '8' }}
        >
          {errorTitle && (
            <Text color="danger" fontWeight="semibold" mb="2" role="alert">
              {errorTitle}
            </Text>
          )}
          {title && (
            <Heading id={titleId} as="h2" size="lg" mb="4" pr="8">
              {title}
            </Heading>
          )}
          {children}
        </Box>
        {footer && (
          <Box
            flexShrink={0}
            px={{ base: '5', md: '8' }}
            pt={{ base: '3', md: '0' }}
            pb={{ base: '5', md: '8' }}
            borderTopWidth={{ base: '1px', md: '0' }}
          >
            {footer}
          </Box>
        )}
      </Box>
    </Box>,
    document.body,
  );
}
