/** The authoring bar (krea.md §2), a chunk of its own: the logged-in bar's chunk is on /feed's first load. */
import { useEffect, useState } from 'react';
import { Box, Button, Flex, HStack } from '@platform/ui';
import { useCurrentRoute, useT, useUser } from '../hooks/useShell';
import { navigate } from '../navigation/location';
import { LanguageSelector } from './LanguageSelector';
import { AvatarMenu, Logo, NavLink, NotificationBell } from './parts';
import { Hamburger } from './Hamburger';
import { BarFrame, isActive, wideOnly } from './barFrame';

const KREA_TABS = [
  ['published', '/krea/published'],
  ['drafts', '/krea/drafts'],
  ['inRevision', '/krea/in-revision'],
] as const;

/**
 * The state of the content / resource open in mf-krea's editor (krea.md §2): it sets `data-krea-open-item`
 * ('published' | 'drafts') on the document element and sends 'krea:open-item' when it changes.
 */
function useKreaOpenItem(): string | null {
  const [state, setState] = useState<string | null>(() =>
    typeof document === 'undefined' ? null : (document.documentElement.dataset.kreaOpenItem ?? null),
  );
  useEffect(() => {
    const on = (e: Event) => setState(((e as CustomEvent).detail as string | null) ?? null);
    window.addEventListener('krea:open-item', on);
    setState(document.documentElement.dataset.kreaOpenItem ?? null);
    return () => window.removeEventListener('krea:open-item', on);
  }, []);
  return state;
}

/** Authoring top bar (krea.md §2): published, in process, in revision, back, language, notifications, avatar. */
export function AuthoringBar() {
  const { t } = useT();
  const user = useUser();
  const { pathname } = useCurrentRoute();
  const openItem = useKreaOpenItem();
  if (!user) return null;
  // an open content / resource: its tab is the current one (published if any language is approved / available)
  const editing = /^\/krea\/(content|resource)\//.test(pathname) ? openItem : null;
  return (
    <BarFrame label={t('nav.krea.label')}>
      <Logo to="/krea" schoolBelowMd={false} />
      <HStack as="ul" listStyleType="none" gap="1" ms="6" css={wideOnly}>
        {KREA_TABS.map(([key, to]) => (
          <li key={key}>
            <NavLink to={to} active={editing ? editing === key : isActive(pathname, to)}>
              {t(`nav.krea.${key}`)}
            </NavLink>
          </li>
        ))}
      </HStack>
      <Flex ms="auto" align="center" gap={{ base: '1', md: '2' }} flexShrink={0}>
        <Button size={{ base: 'xs', md: 'sm' }} variant="outline" onClick={() => navigate('/feed')}>
          {t('nav.krea.back')}
        </Button>
        <Box css={wideOnly}>
          <LanguageSelector />
        </Box>
        <NotificationBell userId={user.userId} />
        <AvatarMenu user={user} />
        <Hamburger />
      </Flex>
    </BarFrame>
  );
}
