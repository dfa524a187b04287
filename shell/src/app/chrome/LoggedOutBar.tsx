/** The logged-out top bar (spec §2): its own chunk, so /login and the marketing pages load no logged-in chrome. */
import { Box, Button, Flex, HStack } from '@platform/ui';
import { isWhiteLabelHost } from '../host';
import { useCurrentRoute, useT } from '../hooks/useShell';
import { navigate } from '../navigation/location';
import { BarFrame, isActive, useLanguageLimit, wideOnly } from './barFrame';
import { Hamburger } from './Hamburger';
import { LanguageSelector } from './LanguageSelector';
import { Logo, NavLink } from './links';
import { PUBLIC_TARGETS, publicNavEntries } from './menuRules';

export function LoggedOutBar() {
  const { t } = useT();
  const { pathname } = useCurrentRoute();
  const only = useLanguageLimit();
  const entries = publicNavEntries(isWhiteLabelHost());
  return (
    <BarFrame label={t('nav.main')}>
      <Logo to="/" />
      <HStack as="ul" listStyleType="none" gap="1" ms="6" css={wideOnly}>
        {entries.map((e) => (
          <li key={e}>
            <NavLink to={PUBLIC_TARGETS[e]} active={isActive(pathname, PUBLIC_TARGETS[e])}>
              {t(`nav.${e}`)}
            </NavLink>
          </li>
        ))}
      </HStack>
      <Flex ms="auto" align="center" gap="2">
        <Box css={wideOnly}>
          <LanguageSelector only={only} />
        </Box>
        {pathname.replace(/\/+$/, '') !== '/login' ? (
          <Button size="sm" colorPalette="brand" onClick={() => navigate('/login')}>
            {t('nav.login')}
          </Button>
        ) : null}
        <Hamburger />
      </Flex>
    </BarFrame>
  );
}
