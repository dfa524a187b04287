/** /preferences: navigation and mailing languages (LanguageConfiguration), onboarding tour reactivation. */
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { bus } from '@platform/event-bus';
import { changeLanguage, SUPPORTED_LOCALES } from '@platform/i18n';
import { sessionStore, toLocale, userInfoAtom, type Locale } from '@platform/session';
import { Box, Button, Container, Heading, Separator, Text, chakra } from '@platform/ui';
import { Field, Select } from '@platform/ui/forms';
import { languageConfiguration, navigationTutorial } from '../api';
import { useT, useUser } from '../hooks/useShell';
import { setTutorialFlag } from '../chrome/OnboardingTour';

interface PrefValues {
  navigation: Locale | '';
  mailing: Locale | '';
}

export function PreferencesPage() {
  const { t } = useT();
  const user = useUser();
  const [tourBusy, setTourBusy] = useState(false);
  const { register, handleSubmit, formState } = useForm<PrefValues>({
    defaultValues: {
      navigation: toLocale(user?.languageConfiguration?.DefaultNavigationLanguage) ?? '',
      mailing: toLocale(user?.languageConfiguration?.DefaultMailingLanguage) ?? '',
    },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ navigation, mailing }) => {
    const nav = navigation as Locale;
    const mail = mailing as Locale;
    try {
      await languageConfiguration(nav, mail);
      const current = sessionStore.get(userInfoAtom);
      if (current) {
        sessionStore.set(userInfoAtom, {
          ...current,
          languageConfiguration: { DefaultNavigationLanguage: nav, DefaultMailingLanguage: mail },
        });
      }
      await changeLanguage(nav);
      bus.emit('platform.toast.show.v1', { status: 'success', messageKey: 'shell:preferences.saved' });
    } catch {
      bus.emit('platform.toast.show.v1', { status: 'error', messageKey: 'shell:preferences.saveFailed' });
    }
  });

  const reactivateTour = async () => {
    setTourBusy(true);
    try {
      await navigationTutorial(true);
      setTutorialFlag(true);
      bus.emit('platform.toast.show.v1', { status: 'success', messageKey: 'shell:preferences.tourReactivated' });
    } catch {
      bus.emit('platform.toast.show.v1', { status: 'error', messageKey: 'shell:preferences.saveFailed' });
    } finally {
      setTourBusy(false);
    }
  };

  const options = (
    <>
      <option value="">{t('preferences.choose')}</option>
      {SUPPORTED_LOCALES.map((l) => (
        <option key={l} value={l}>
          {t(`common:languages.${l}`)}
        </option>
      ))}
    </>
  );

  return (
    <Container maxW="720px" py={{ base: '8', md: '14' }}>
      <Heading as="h1" size="2xl" mb="8">
        {t('preferences.title')}
      </Heading>
      <chakra.form onSubmit={onSubmit} noValidate aria-labelledby="prefs-languages">
        <SectionHead id="prefs-languages" title={t('preferences.languagesTitle')} mb="6">
          {t('preferences.languagesIntro')}
        </SectionHead>
        {(['navigation', 'mailing'] as const).map((k) => (
          <Field
            key={k}
            mb="4"
            label={t(`preferences.${k}`)}
            required
            error={errors[k] ? t('preferences.chooseLanguage') : undefined}
          >
            <Select w="full" {...register(k, { required: true })}>
              {options}
            </Select>
          </Field>
        ))}
        <Button type="submit" colorPalette="brand" loading={isSubmitting}>
          {t('preferences.save')}
        </Button>
      </chakra.form>
      <Separator my="10" />
      <Box as="section" aria-labelledby="prefs-tour">
        <SectionHead id="prefs-tour" title={t('preferences.tourTitle')} mb="4">
          {t('preferences.tourBody')}
        </SectionHead>
        <Button variant="outline" loading={tourBusy} onClick={reactivateTour}>
          {t('preferences.tourButton')}
        </Button>
      </Box>
    </Container>
  );
}

/** A section's heading (`id`: what the section is labelled by) and its introduction under it. */
function SectionHead({ id, title, mb, children }: { id: string; title: string; mb: string; children: ReactNode }) {
  return (
    <>
      <Heading as="h2" size="lg" mb="2" id={id}>
        {title}
      </Heading>
      <Text color="fg.muted" mb={mb}>
        {children}
      </Text>
    </>
  );
}
