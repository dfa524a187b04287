/** Links of the bars: logo and nav link (the logged-out bar needs only these). */
import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { sessionStore } from '@platform/session';
import { Image, brandLogosAtom, useBrand } from '@platform/ui';
import { useT } from '../hooks/useShell';
import { ShellLink } from '../navigation/ShellLink';

/** Link of the shell chrome (an <a href> that navigates through the shell, see ShellLink). */
export const RLink = ShellLink;

export function Logo({ to = '/' }: { to?: string }) {
  const { t } = useT();
  const brand = useBrand();
  const logos = useAtomValue(brandLogosAtom, { store: sessionStore });
  const school = logos?.large ?? logos?.small ?? null;
  return (
    <RLink to={to} aria-label={t('nav.logoLink', { brand: brand.name })} display="flex" alignItems="center" gap="3" flexShrink={0}>
      <Image src={brand.logos.large} alt="" h="28px" />
      {school ? <Image src={school} alt={t('nav.schoolLogoAlt')} maxH="36px" maxW="140px" /> : null}
    </RLink>
  );
}

export function NavLink({ to, active, muted, children }: { to: string; active?: boolean; muted?: boolean; children: ReactNode }) {
  return (
    <RLink
      to={to}
      px="3"
      py="2"
      rounded="md"
      fontWeight={active ? 'semibold' : 'medium'}
      color={muted ? 'gray.400' : active ? 'brand.700' : 'fg'}
      aria-current={active ? 'page' : undefined}
      data-muted={muted ? 'true' : undefined}
      _hover={{ bg: 'gray.100' }}
      focusRing="outside"
    >
      {children}
    </RLink>
  );
}
