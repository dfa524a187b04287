/** Marketing pages: /, /content, /how-it-works, /impact (impact hidden on a white-label host). */
import type { ReactNode } from 'react';
import { bus } from '@platform/event-bus';
import { Box, Button, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@platform/ui';
import { useT } from '../hooks/useShell';
import { navigate } from '../navigation/location';

function Hero({ title, subtitle, children }: { title: string; subtitle: string; children?: ReactNode }) {
  return (
    <Box bg="brand.50" py={{ base: '12', md: '20' }}>
      <Container maxW="1100px">
        <Stack gap="5" maxW="720px">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
            {title}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
            {subtitle}
          </Text>
          {children ? (
            <Flex gap="3" wrap="wrap">
              {children}
            </Flex>
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}

/** A section of cards: its heading is `<prefix>Title`, each card's title and body `<prefix>.<key>.title` / `.body`. */
function Cards({ prefix, keys }: { prefix: string; keys: readonly string[] }) {
  const { t } = useT();
  const heading = t(`${prefix}Title`);
  return (
    <Container maxW="1100px" py={{ base: '10', md: '16' }} as="section" aria-label={heading}>
      <Heading as="h2" size="2xl" mb="8">
        {heading}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, lg: keys.length >= 4 ? 4 : keys.length }} gap="6">
        {keys.map((k, i) => (
          <Box key={k} as="article" borderWidth="1px" rounded="lg" p="6" bg="bg">
            <Text fontSize="sm" fontWeight="bold" color="brand.600" mb="2" aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </Text>
            <Heading as="h3" size="md" mb="2">
              {t(`${prefix}.${k}.title`)}
            </Heading>
            <Text color="fg.muted">{t(`${prefix}.${k}.body`)}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Container>
  );
}

function CallToAction() {
  const { t } = useT();
  return (
    <Box bg="brand.700" color="white" py="12">
      <Container maxW="1100px">
        <Flex direction={{ base: 'column', md: 'row' }} gap="6" align={{ md: 'center' }} justify="space-between">
          <Box>
            <Heading as="h2" size="xl" mb="2">
              {t('marketing.cta.title')}
            </Heading>
            <Text opacity={0.9}>{t('marketing.cta.body')}</Text>
          </Box>
          <Flex gap="3" wrap="wrap">
            <Button bg="white" color="brand.700" onClick={() => navigate('/trial')}>
              {t('marketing.cta.trial')}
            </Button>
            <Button
              variant="outline"
              color="white"
              borderColor="white"
              onClick={() => bus.emit('platform.modal.open.v1', { modal: 'contact' })}
            >
              {t('marketing.cta.contact')}
            </Button>
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}

export function HomePage() {
  const { t } = useT();
  return (
    <>
      <Hero title={t('home.title')} subtitle={t('home.subtitle')}>
        <Button colorPalette="brand" size="lg" onClick={() => navigate('/trial')}>
          {t('home.ctaTrial')}
        </Button>
        <Button variant="outline" size="lg" onClick={() => navigate('/how-it-works')}>
          {t('home.ctaHow')}
        </Button>
      </Hero>
      <Cards prefix="home.features" keys={['resources', 'programs', 'folders', 'stats']} />
      <Cards prefix="home.audience" keys={['teachers', 'schools', 'groups']} />
      <CallToAction />
    </>
  );
}

export function ContentPage() {
  const { t } = useT();
  return (
    <>
      <Hero title={t('contentPage.title')} subtitle={t('contentPage.subtitle')} />
      <Cards
        prefix="contentPage.themes"
        keys={['computationalThinking', 'globalCitizenship', 'entrepreneurialSpirit', 'teachersTraining']}
      />
      <Cards prefix="contentPage.types" keys={['workshop', 'project', 'didacticSequence', 'exercise']} />
      <Cards prefix="contentPage.views" keys={['teacher', 'student', 'programs']} />
      <CallToAction />
    </>
  );
}

export function HowItWorksPage() {
  const { t } = useT();
  return (
    <>
      <Hero title={t('howPage.title')} subtitle={t('howPage.subtitle')} />
      <Cards prefix="howPage.steps" keys={['explore', 'save', 'teach', 'measure']} />
      <Cards prefix="howPage.plans" keys={['trial', 'freemium', 'quote']} />
      <CallToAction />
    </>
  );
}

export function ImpactPage() {
  const { t } = useT();
  return (
    <>
      <Hero title={t('impactPage.title')} subtitle={t('impactPage.subtitle')} />
      <Cards prefix="impactPage.pillars" keys={['skills', 'sdg', 'equity', 'evidence']} />
      <Container maxW="1100px" pb="16">
        <Box borderLeftWidth="4px" borderColor="brand.500" pl="6" py="2">
          <Text fontSize="xl" fontWeight="semibold">
            {t('impactPage.quote')}
          </Text>
        </Box>
      </Container>
      <CallToAction />
    </>
  );
}
