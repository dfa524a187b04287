import { bus } from '@platform/event-bus';
import { Box, Flex, HStack, Text, chakra } from '@platform/ui';
import { useT } from '../hooks/useShell';
import { RLink } from './links';

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
            <chakra.button
              type="button"
              cursor="pointer"
              textDecoration="underline"
              onClick={() => bus.emit('platform.modal.open.v1', { modal: 'contact' })}
            >
              {t('footer.contact')}
            </chakra.button>
          </li>
          <li>
            <RLink to="/faqs" textDecoration="underline">
              {t('footer.faqs')}
            </RLink>
          </li>
          <li>
            <chakra.button
              type="button"
              cursor="pointer"
              textDecoration="underline"
              onClick={() => bus.emit('platform.modal.open.v1', { modal: 'terms' })}
            >
              {t('footer.terms')}
            </chakra.button>
          </li>
        </HStack>
      </Flex>
    </Box>
  );
}
