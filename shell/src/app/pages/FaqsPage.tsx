/** /faqs: sections from the API (Contact first), accordion of questions; language menu limited to Spanish. */
import { useEffect, useState } from 'react';
import { bus } from '@platform/event-bus';
import {
  Box,
  Button,
  Container,
  EmptyState,
  ErrorState,
  Flex,
  Heading,
  LoadingState,
  Stack,
  Text,
  chakra,
} from '@platform/ui';
import type { FaqDto, FaqSectionDto } from '@platform/contracts';
import { faqSections, faqs } from '../api';
import { useT } from '../hooks/useShell';
import { AccordionItem } from '../ui/Accordion';
import { sanitizeHtml } from '../modals/SimpleModals';

const isContact = (s: FaqSectionDto) => s.key === 'contact' || /contact/i.test(s.name);
const sectionKey = (s: FaqSectionDto) => String(s.id);

export function FaqsPage() {
  const { t, i18n } = useT();
  const [sections, setSections] = useState<FaqSectionDto[] | null>(null);
  const [error, setError] = useState(false);
  const [active, setActive] = useState<FaqSectionDto | null>(null);
  const [items, setItems] = useState<FaqDto[] | null>(null);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let alive = true;
    setError(false);
    faqSections()
      .then((list) => {
        if (!alive) return;
        const sorted = [...list].sort((a, b) => Number(isContact(b)) - Number(isContact(a)));
        setSections(sorted);
        setActive(
          (cur) =>
            sorted.find((s) => cur && sectionKey(s) === sectionKey(cur)) ??
            sorted.find((s) => !isContact(s)) ??
            sorted[0] ??
            null,
        );
      })
      .catch(() => alive && setError(true));
    return () => {
      alive = false;
    };
  }, [reload, i18n.language]);

  useEffect(() => {
    if (!active) return;
    let alive = true;
    setItems(null);
    faqs(active.id ?? active.name)
      .then((list) => alive && setItems(list))
      .catch(() => alive && setItems([]));
    return () => {
      alive = false;
    };
  }, [active, i18n.language]);

  return (
    <Container maxW="1100px" py={{ base: '8', md: '14' }}>
      <Heading as="h1" size="2xl" mb="2">
        {t('faqs.title')}
      </Heading>
      <Text color="fg.muted" mb="8">
        {t('faqs.intro')}
      </Text>
      {error ? (
        <ErrorState onRetry={() => setReload((n) => n + 1)} />
      ) : sections === null ? (
        <LoadingState />
      ) : (
        <Flex gap="8" direction={{ base: 'column', md: 'row' }} align="flex-start">
          <Stack
            as="nav"
            aria-label={t('faqs.sections')}
            minW={{ md: '240px' }}
            gap="1"
            w={{ base: 'full', md: 'auto' }}
          >
            {sections.map((s) => {
              const selected = !!active && sectionKey(active) === sectionKey(s);
              return (
                <chakra.button
                  key={sectionKey(s)}
                  type="button"
                  aria-pressed={selected}
                  textAlign="start"
                  px="4"
                  py="2"
                  rounded="md"
                  cursor="pointer"
                  fontWeight={selected ? 'semibold' : 'normal'}
                  bg={selected ? 'brand.50' : undefined}
                  color={selected ? 'brand.700' : 'fg'}
                  focusVisibleRing="outside"
                  onClick={() => setActive(s)}
                >
                  {s.name}
                </chakra.button>
              );
            })}
          </Stack>
          <Box flex="1" w="full" as="section" aria-label={active?.name}>
            {active && isContact(active) ? (
              <Box borderWidth="1px" rounded="lg" p="6" mb="6">
                <Heading as="h2" size="md" mb="2">
                  {t('faqs.contactTitle')}
                </Heading>
                <Text color="fg.muted" mb="4">
                  {t('faqs.contactBody')}
                </Text>
                <Button colorPalette="brand" onClick={() => bus.emit('platform.modal.open.v1', { modal: 'contact' })}>
                  {t('faqs.contactButton')}
                </Button>
              </Box>
            ) : null}
            {items === null ? (
              <LoadingState />
            ) : items.length === 0 ? (
              active && isContact(active) ? null : (
                <EmptyState title={t('faqs.empty')} />
              )
            ) : (
              <Box borderTopWidth="1px">
                {items.map((q, i) => (
                  <AccordionItem key={String(q.id ?? i)} title={String(q.question ?? '')}>
                    <Box dangerouslySetInnerHTML={{ __html: sanitizeHtml(String(q.answer ?? '')) }} />
                  </AccordionItem>
                ))}
              </Box>
            )}
          </Box>
        </Flex>
      )}
    </Container>
  );
}
