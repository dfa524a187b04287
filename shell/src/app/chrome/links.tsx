/** Links of the bars: logo and nav link (the logged-out bar needs only these). */
import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { sessionStore } from '@platform/session';
import { Image, brandLogosAtom, useBrand } from '@platform/ui';
import { useT } from '../hooks/useShell';
import { useServerPage } from '../serverPage';
import { ShellLink } from '../navigation/ShellLink';

/** Link of the shell chrome (an <a href> that navigates through the shell, see ShellLink). */
export const RLink = ShellLink;

/** `schoolBelowMd={false}`: a bar with a wide control (the authoring bar's back button) shows the school logo from md up. */
export function Logo({ to = '/', schoolBelowMd = true }: { to?: string; schoolBelowMd?: boolean }) {
  const { t } = useT();
  const brand = useBrand();
  const server = useServerPage();
  const stored = useAtomValue(brandLogosAtom, { store: sessionStore });
  const logos = server ? server.logos : stored;
  const school = logos?.large ?? logos?.small ?? null;
  return (
    // On a phone the logos give way to the bell, avatar and menu (the bar never scrolls sideways at 390px):
    // the school logo is narrower there and the link may shrink, the images keeping their proportions.
    <RLink
      to={to}
      aria-label={t('nav.logoLink', { brand: brand.name })}
      display="flex"
      alignItems="center"
      gap={{ base: '2', md: '3' }}
      flexShrink={1}
      minW="0"
    >
      <Image src={brand.logos.large} alt="" h={{ base: '24px', md: '28px' }} flexShrink={0} />
      {school ? (
        <Image
          src={school}
          alt={t('nav.schoolLogoAlt')}
          maxH={{ base: '28px', md: '36px' }}
          maxW={{ base: '72px', sm: '140px' }}
          minW="0"
          objectFit="contain"
          hideBelow={schoolBelowMd ? undefined : 'md'}
        />
      ) : null}
    </RLink>
  );
}

/** One line: the bars show nav links only from 1000px up (barFrame `wideOnly`), where the logos give way first. */
export function NavLink({
  to,
  active,
  muted,
  children,
}: {
  to: string;
  active?: boolean;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <RLink
      to={to}
      px="3"
      py="2"
      rounded="md"
      fontWeight={active ? 'semibold' : 'medium'}
      color={muted ? 'fg.muted' : active ? 'brand.700' : 'fg'}
      aria-current={active ? 'page' : undefined}
      data-muted={muted ? 'true' : undefined}
      _hover={{ bg: 'gray.100' }}
      focusVisibleRing="outside"
      whiteSpace="nowrap"
    >
      {children}
    </RLink>
  );
}
