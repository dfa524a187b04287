/** The public student view's bar (/r/{id}): no links, no logged-in chrome; its own small chunk. */
import { Box, Flex, Text } from '@platform/ui';
import { useT } from '../hooks/useShell';
import { Hamburger } from './Hamburger';
import { LanguageSelector } from './LanguageSelector';

/** Public student view: a fixed bar without links (the resource itself is the remote's). */
export function StudentBar() {
  const { t } = useT();
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="docked">
      <Flex maxW="1200px" mx="auto" px="4" h="56px" align="center" gap="3" aria-label={t('nav.studentBar')} role="banner">
        <Text as="span" fontWeight="bold" fontSize="xl" color="brand.600">
          {t('common:appName')}
        </Text>
        <Box ms="auto" hideBelow="md">
          <LanguageSelector />
        </Box>
        <Hamburger />
      </Flex>
    </Box>
  );
}
