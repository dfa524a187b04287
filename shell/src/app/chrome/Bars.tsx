/** The logged-in top bar of spec §2; the logged-out, authoring (krea) and student bars have their own modules. */
import { Box, Flex, HStack } from '@platform/ui';
import { useCurrentRoute, useT, useUser } from '../hooks/useShell';
import { LanguageSelector } from './LanguageSelector';
import { AvatarMenu, Logo, NavLink, NotificationBell, TrialCountdown } from './parts';
import { NAV_TARGETS, loggedInNavEntries, trialState } from './menuRules';
import { Hamburger } from './Hamburger';
import { BarFrame, isActive, useLanguageLimit, wideOnly } from './barFrame';

export function LoggedInBar() {
  const { t } = useT();
  const user = useUser();
  const { pathname } = useCurrentRoute();
  const only = useLanguageLimit();
  if (!user) return null;
  const trial = trialState(user);
  return (
    <BarFrame label={t('nav.main')}>
      <Logo to="/feed" />
      <HStack as="ul" listStyleType="none" gap="1" ms="6" css={wideOnly}>
        {loggedInNavEntries(user).map((e) => (
          <li key={e}>
            <NavLink to={NAV_TARGETS[e]} active={isActive(pathname, NAV_TARGETS[e])} muted={trial.finished}>
              {t(`nav.${e}`)}
            </NavLink>
          </li>
        ))}
      </HStack>
      <Flex ms="auto" align="center" gap={{ base: '1', md: '2' }} flexShrink={0}>
        <Box css={wideOnly}>
          <TrialCountdown state={trial} />
        </Box>
        <Box css={wideOnly}>
          <LanguageSelector only={only} />
        </Box>
        <NotificationBell userId={user.userId} />
        <AvatarMenu user={user} />
        <Hamburger />
      </Flex>
    </BarFrame>
  );
}
