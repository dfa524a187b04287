import type { ComponentProps, FormEvent, ReactNode, Ref } from 'react';
import { Button, ErrorState, HStack, LoadingState, Text, chakra, type StackProps } from '@platform/ui';
import { Link } from '@platform/router';
import { useRemoteT } from '@platform/remote-kit';
import { Select } from '@platform/ui/forms';

/** Style props of a flex column: its children stacked, `gap` apart. */
export const column = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** Style props of a wrapping row: its items centred, 3 apart. */
export const row = { display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' } as const;

/** Style props of a bordered box (a list item of its own). */
export const boxed = { borderWidth: '1px', rounded: 'md' } as const;

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
    <chakra.main data-testid="profile-page" maxW="4xl" mx="auto" px={{ base: '4', md: '6' }} py="6" {...column('5')}>
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

/** The screen's frame while its data is not there: the error, else the spinner. A `Page` element (not a component of
 * its own), so the frame's nodes stay when the data comes (a heading found while loading is still the heading). */
export const pageStatus = (title: string, error: boolean) => (
  <Page title={title}>{error ? <ErrorState /> : <LoadingState />}</Page>
);

/** A form laid out as a column: submitting it (Enter, its submit button) calls `onSubmit` without leaving the page,
 * the browser's own validation off (each field says what is wrong). */
export function ColumnForm({
  onSubmit,
  label,
  formRef,
  gap = '4',
  children,
}: {
  onSubmit: () => void;
  label: string;
  formRef?: Ref<HTMLFormElement>;
  gap?: string;
  children: ReactNode;
}) {
  return (
    <chakra.form
      ref={formRef}
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
      {...column(gap)}
      aria-label={label}
    >
      {children}
    </chakra.form>
  );
}

/** A value not filled in, in a `Facts` row. */
export function NoValue() {
  const { t } = useRemoteT();
  return (
    <Text as="span" color="fg.muted">
      {t('me.empty')}
    </Text>
  );
}

/** Form fields side by side: one column on a phone, two from `md`. */
export const FormGrid = ({ children }: { children: ReactNode }) => (
  <chakra.div display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
    {children}
  </chakra.div>
);

/** A page form's buttons at its end: what is put first (a status), Cancel, then Save (submits the form). */
export function FormActions({
  onCancel,
  saving,
  children,
  ...box
}: { onCancel: () => void; saving: boolean; children?: ReactNode } & Omit<StackProps, 'children'>) {
  const { t } = useRemoteT();
  return (
    <HStack justify="end" gap="2" {...box}>
      {children}
      <Button variant="ghost" onClick={onCancel}>
        {t('form.cancel')}
      </Button>
      <Button type="submit" colorPalette="brand" loading={saving}>
        {t('form.save')}
      </Button>
    </HStack>
  );
}

/** A school's or a group's picture and name, at the top of its page. */
export function NamedPicture({ src, name, testId }: { src: string | null; name: string; testId: string }) {
  return (
    <HStack gap="4" flexWrap="wrap">
      <Avatar src={src} name={name} size="80px" />
      <Text fontSize="xl" fontWeight="semibold" data-testid={testId}>
        {name}
      </Text>
    </HStack>
  );
}

/** The page's main action: a link styled as the brand button ("Edit ..."). */
export const ActionLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Button asChild colorPalette="brand">
    <Link to={to}>{children}</Link>
  </Button>
);

/** A titled card section. */
export function Section({ title, children, labelledBy }: { title: string; children: ReactNode; labelledBy: string }) {
  return (
    <chakra.section
      aria-labelledby={labelledBy}
      borderWidth="1px"
      rounded="lg"
      p={{ base: '4', md: '5' }}
      {...column('3')}
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
