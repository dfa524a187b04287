import type { ReactNode } from 'react';
import { bus } from '@platform/event-bus';
import { Box, Flex, HStack, Text, chakra } from '@platform/ui';
import { useT } from '../hooks/useShell';
import { RLink } from './links';

/** A link-looking button that opens one of the shell's modals. */
function ModalLink({ modal, children }: { modal: 'contact' | 'terms'; children: ReactNode }) {
  return (
    <chakra.button
      type="button"
      cursor="pointer"
      textDecoration="underline"
      onClick={() => bus.emit('platform.modal.open.v1', { modal })}
    >
      {children}
    </chakra.button>
  );
}

/** Footer with the current year (spec §9). */
export function Footer({ now = new Date() }: { now?: Date }) {
  const { t } = useT();
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="auto">
      <Flex
        maxW="1200px"
        mx="auto"
        px="4"
        py="6"
        gap="4"
        direction={{ base: 'column', md: 'row' }}
        align={{ md: 'center' }}
        justify="space-between"
      >
        <Text fontSize="sm" color="fg.muted">
          {t('footer.copyright', { year: now.getFullYear() })}
        </Text>
        <HStack as="ul" listStyleType="none" gap="5" fontSize="sm" aria-label={t('footer.links')}>
          <li>
            <ModalLink modal="contact">{t('footer.contact')}</ModalLink>
          </li>
          <li>
            <RLink to="/faqs" textDecoration="underline">
              {t('footer.faqs')}
            </RLink>
          </li>
          <li>
            <ModalLink modal="terms">{t('footer.terms')}</ModalLink>
          </li>
        </HStack>
      </Flex>
    </Box>
  );
}
