import type { ReactNode } from 'react';
import { Stack, Text, chakra } from '@platform/ui';

/** A labelled control with its hint and error (the error is announced; the control points at both). */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <Stack gap="1" minW="0">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="semibold">
        {label}
      </chakra.label>
      {children}
      {hint && !error && (
        <Text id={`${id}-hint`} fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
      {error && (
        <Text id={`${id}-error`} color="danger" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
/** aria attributes of the control inside a Field. */
export const fieldAria = (id: string, error?: string | null, hint?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});

/** A group of checkboxes (levels, subjects, members) with a legend. */
export function CheckGroup({
  legend,
  items,
  value,
  onChange,
  error,
  name,
}: {
  legend: string;
  name: string;
  items: Array<{ id: number; name: string; hint?: string | null }>;
  value: number[];
  onChange: (v: number[]) => void;
  error?: string | null;
}) {
  return (
    <chakra.fieldset aria-invalid={error ? true : undefined}>
      <chakra.legend fontSize="sm" fontWeight="semibold" mb="1">
        {legend}
      </chakra.legend>
      <chakra.div display="flex" flexWrap="wrap" gap="3">
        {items.map((i) => (
          <chakra.label key={i.id} display="flex" gap="2" alignItems="center" fontSize="sm">
            <input
              type="checkbox"
              name={name}
              checked={value.includes(i.id)}
              onChange={() => onChange(value.includes(i.id) ? value.filter((x) => x !== i.id) : [...value, i.id])}
            />
            <span>{i.name}</span>
            {i.hint && (
              <chakra.span color="fg.muted" fontSize="xs">
                {i.hint}
              </chakra.span>
            )}
          </chakra.label>
        ))}
      </chakra.div>
      {error && (
        <Text color="danger" fontSize="sm" role="alert" mt="1">
          {error}
        </Text>
      )}
    </chakra.fieldset>
  );
}

/** A native select styled like the inputs. */
export const Select = chakra('select', {
  base: {
    w: 'full',
    minW: '0',
    maxW: 'full',
    h: '10',
    px: '3',
    borderWidth: '1px',
    borderColor: 'border',
    rounded: 'md',
    bg: 'bg',
    fontSize: 'sm',
  },
});

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
