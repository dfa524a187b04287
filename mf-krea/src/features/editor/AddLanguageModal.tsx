import { useEffect, useState } from 'react';
import { Modal, Stack, Text, chakra } from '@platform/ui';
import type { ExploreLocale } from '@platform/contracts';
import * as kreaApi from '@platform/api-client/krea';
import { useRemoteT } from '@platform/remote-kit';
import { LabelledSelect } from '../../components/forms';
import { LOCALES, type Base, ConfirmActions, useContentChange } from '../../components/modalParts';

/** Add a language: empty, or a copy of an existing one to translate. */
export function AddLanguageModal({ open, onClose, content, onDone }: Base) {
  const { t } = useRemoteT();
  const free = LOCALES.filter((l) => !content.locales.some((x) => x.locale === l));
  const [lang, setLang] = useState<ExploreLocale | ''>('');
  const [copy, setCopy] = useState(true);
  useEffect(() => {
    if (open) {
      setLang(free[0] ?? '');
      setCopy(true);
    }
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps
  const m = useContentChange(
    () => kreaApi.addLanguage(content.id, lang as ExploreLocale, copy ? content.locale : undefined),
    t('language.added'),
    { onDone, onClose },
  );
  return (
    <Modal open={open} onClose={onClose} title={t('language.addTitle')} data-testid="language-modal">
      <Stack gap="3">
        {!free.length ? (
          <Text>{t('language.none')}</Text>
        ) : (
          <>
            <LabelledSelect
              id="add-lang"
              label={t('language.which')}
              value={lang}
              onChange={(v) => setLang(v as ExploreLocale)}
            >
              {free.map((l) => (
                <option key={l} value={l}>
                  {t(`lang.${l}`)}
                </option>
              ))}
            </LabelledSelect>
            <chakra.label display="flex" gap="2" alignItems="center">
              <input type="checkbox" checked={copy} onChange={(e) => setCopy(e.target.checked)} />
              {t('language.copy', { language: t(`lang.${content.locale}`) })}
            </chakra.label>
          </>
        )}
        <ConfirmActions
          onCancel={onClose}
          label={t('language.add')}
          onConfirm={() => m.mutate()}
          busy={m.isPending}
          disabled={!lang}
        />
      </Stack>
    </Modal>
  );
}
