import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Heading, HStack, Stack, Text, chakra } from '@platform/ui';
import type { ContentType, ExploreLocale } from '@platform/contracts';
import * as kreaApi from '@platform/api-client/krea';
import { useRemoteT, goTo, toast } from '@platform/remote-kit';

const Choice = chakra('label', {
  base: {
    display: 'flex',
    gap: '3',
    alignItems: 'flex-start',
    p: '4',
    borderWidth: '1px',
    rounded: 'lg',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    '&:has(input:checked)': { borderColor: 'brand.solid', bg: 'brand.subtle' },
    '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.solid' },
  },
});

/** New-content wizard (krea.md §2, §5): choose the language and the content type, then save and continue to the editor. */
export function CreateContentScreen() {
  const { t, locale } = useRemoteT();
  const [lang, setLang] = useState<ExploreLocale | null>(locale);
  const [type, setType] = useState<ContentType | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => kreaApi.createContent(lang!, type!),
    onSuccess: (c) => goTo(`/krea/content/${c.id}?locale=${c.locale}`, true),
    onError: () => toast('error', t('errors.create')),
  });
  const submit = () => {
    if (!lang || !type) {
      setError(t('create.required'));
      return;
    }
    setError(null);
    create.mutate();
  };
  return (
    <Stack gap="6" p={{ base: '4', md: '8' }} maxW="3xl" mx="auto" w="full">
      <Heading as="h1" size="2xl">
        {t('create.title')}
      </Heading>
      <chakra.form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="6">
          <chakra.fieldset>
            <chakra.legend fontWeight="semibold" mb="2">
              {t('create.language')} *
            </chakra.legend>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
              {(['es', 'en', 'ca'] as const).map((l) => (
                <Choice key={l} flex="1">
                  <input type="radio" name="language" value={l} checked={lang === l} onChange={() => setLang(l)} />
                  <Text>{t(`lang.${l}`)}</Text>
                </Choice>
              ))}
            </Stack>
          </chakra.fieldset>
          <chakra.fieldset>
            <chakra.legend fontWeight="semibold" mb="2">
              {t('create.type')} *
            </chakra.legend>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
              {([1, 2] as const).map((ct) => (
                <Choice key={ct} flex="1">
                  <input
                    type="radio"
                    name="contentType"
                    value={ct}
                    checked={type === ct}
                    onChange={() => setType(ct)}
                  />
                  <Stack gap="1">
                    <Text fontWeight="semibold">{t(`contentType.${ct}`)}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {t(`create.typeHint${ct}`)}
                    </Text>
                  </Stack>
                </Choice>
              ))}
            </Stack>
          </chakra.fieldset>
          {error && (
            <Text role="alert" color="danger">
              {error}
            </Text>
          )}
          <HStack justify="end" gap="2">
            <Button variant="ghost" onClick={() => goTo('/krea/drafts')}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" colorPalette="brand" loading={create.isPending}>
              {t('create.submit')}
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
    </Stack>
  );
}
