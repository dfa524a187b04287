import type { ReactNode } from 'react';
import { Container, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * Placeholder screen of a remote route: an h1 title and one sentence of what will be there, from
 * `<ns>:screens.<screen>.title|description`. Replaced by feature work.
 */
export function PlaceholderScreen({
  ns,
  screen,
  values,
  children,
}: {
  ns: string;
  screen: string;
  values?: Record<string, string | number | undefined>;
  children?: ReactNode;
}) {
  const { t } = useTranslation(ns);
  return (
    <Container as="section" maxW="6xl" py="8" aria-labelledby={`screen-${screen}`} data-screen={`${ns}:${screen}`}>
      <Heading as="h1" id={`screen-${screen}`} size="2xl" mb="3">
        {t(`screens.${screen}.title`, values)}
      </Heading>
      <Text color="fg.muted">{t(`screens.${screen}.description`, values)}</Text>
      {children}
    </Container>
  );
}

export function useDocumentLang(): string {
  const { i18n } = useTranslation();
  return i18n.language;
}
