import type { ComponentProps, ReactNode } from 'react';
import { chakra } from '@platform/ui';
import { Select } from '@platform/ui/forms';

/** The kit's `Select` with this app's look in a form: full width, the inputs' padding and text size. */
export const FieldSelect = (props: ComponentProps<typeof Select>) => (
  <Select w="full" px="3" fontSize="sm" {...props} />
);

/** Round photo or initials. */
export function Avatar({ src, name, size = '72px' }: { src: string | null | undefined; name: string; size?: string }) {
  const initials = name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');
  return src ? (
    <chakra.img src={src} alt="" boxSize={size} rounded="full" objectFit="cover" flexShrink={0} />
  ) : (
    <chakra.div
      boxSize={size}
      rounded="full"
      bg="brand.600"
      color="white"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="bold"
      flexShrink={0}
      aria-hidden
    >
      {initials}
    </chakra.div>
  );
}

/** Screen frame: a heading, optional actions, the content. */
export function Page({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <chakra.main
      data-testid="profile-page"
      maxW="4xl"
      mx="auto"
      px={{ base: '4', md: '6' }}
      py="6"
      display="flex"
      flexDirection="column"
      gap="5"
    >
      <chakra.div display="flex" flexWrap="wrap" gap="3" alignItems="center" justifyContent="space-between">
        <chakra.h1 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold">
          {title}
        </chakra.h1>
        {actions && (
          <chakra.div display="flex" gap="2" flexWrap="wrap">
            {actions}
          </chakra.div>
        )}
      </chakra.div>
      {children}
    </chakra.main>
  );
}

/** A titled card section. */
export function Section({ title, children, labelledBy }: { title: string; children: ReactNode; labelledBy: string }) {
  return (
    <chakra.section
      aria-labelledby={labelledBy}
      borderWidth="1px"
      rounded="lg"
      p={{ base: '4', md: '5' }}
      display="flex"
      flexDirection="column"
      gap="3"
    >
      <chakra.h2 id={labelledBy} fontSize="lg" fontWeight="semibold">
        {title}
      </chakra.h2>
      {children}
    </chakra.section>
  );
}

/** Label / value rows (a description list). */
export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: '200px minmax(0, 1fr)' }}
      columnGap="4"
      rowGap="2"
    >
      {rows.map(([k, v]) => (
        <chakra.div key={k} display="contents">
          <chakra.dt fontWeight="semibold" fontSize="sm" color="fg.muted">
            {k}
          </chakra.dt>
          <chakra.dd mb={{ base: '2', md: '0' }}>{v}</chakra.dd>
        </chakra.div>
      ))}
    </chakra.dl>
  );
}
