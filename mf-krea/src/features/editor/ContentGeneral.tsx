import { useState } from 'react';
import { Input, Link, Stack, Text } from '@platform/ui';
import { useUserInfo } from '@platform/session';
import { KREA_LIMITS, type KreaContent } from '@platform/contracts';
import * as filesApi from '@platform/api-client/files';
import { useRemoteT } from '@platform/remote-kit';
import { ImageCrop, kreaFolder } from '../../components/ImageCrop';
import { Field, aria, Section } from '../../components/forms';
import { FilePicker } from '../../components/FilePicker';
import { CustomFieldChecks } from '../../components/CustomFieldChecks';
import { type Form, type SetField, MAX_BYTES } from './contentModel';

/** The file name at the end of a stored file's address. */
const fileName = (url: string) => {
  const last = url.split('?')[0].split('/').pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
};

/** The content's general section: title, image (cropped 16:9), video, the detail document and the custom fields. */
export function ContentGeneral({
  content,
  form,
  ro,
  errors,
  setErrors,
  set,
}: {
  content: KreaContent;
  form: Form;
  ro: boolean;
  errors: Record<string, string>;
  setErrors: (e: Record<string, string>) => void;
  set: SetField;
}) {
  const { t } = useRemoteT();
  const user = useUserInfo();
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (file: File, kind: 'detailDocumentUrl') => {
    const ext = (file.name.split('.').pop() ?? '').toLowerCase();
    const ok = ['pdf', 'docx', 'doc'].includes(ext);
    if (!ok || file.size > MAX_BYTES) {
      setErrors({ ...errors, [kind]: t('validation.file') });
      return;
    }
    const data = await new Promise<string>((res, rej) => {
      const r = new FileReader();
      r.onload = () => res(String(r.result));
      r.onerror = rej;
      r.readAsDataURL(file);
    });
    setBusy(true);
    try {
      const group = `${user?.schoolGroupId ?? 0}_${user?.schoolGroupName ?? 'group'}`;
      const out = await filesApi.uploadAsBase64({
        content: data,
        fileType: ext,
        filePath: `Krea/${group}/contents/${content.id}/${file.name}`,
        attachment: true,
      });
      set(kind, out.location);
    } catch {
      setErrors({ ...errors, [kind]: t('validation.uploadError') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section id="sec-general" title={t('editor.general')}>
      <Field id="f-title" label={t('field.title')} required error={errors.title}>
        <Input
          {...aria('f-title', errors.title)}
          value={form.title}
          disabled={ro}
          maxLength={KREA_LIMITS.titleMax}
          onChange={(e) => set('title', e.target.value)}
        />
      </Field>
      <Stack gap="1">
        {/* upload + crop 16:9, the same component as the resource editor's presentation image; the saved
            image shows under its label */}
        <ImageCrop
          inputId="f-image"
          label={t('field.image')}
          required
          current={form.image}
          currentAlt={t('field.imagePreview')}
          folder={kreaFolder(user?.schoolGroupId, user?.schoolGroupName, 'contents', content.id)}
          disabled={ro}
          onDone={(url) => set('image', url)}
        />
        <Text fontSize="xs" color="fg.muted">
          {t('hint.image')}
        </Text>
      </Stack>
      <Field id="f-video" label={t('field.video')} hint={t('hint.video')} error={errors.videoUrl}>
        <Input
          {...aria('f-video', errors.videoUrl, t('hint.video'))}
          type="url"
          value={form.videoUrl ?? ''}
          disabled={ro}
          onChange={(e) => set('videoUrl', e.target.value || null)}
        />
      </Field>
      <Field id="f-doc" label={t('field.document')} hint={t('hint.document')} error={errors.detailDocumentUrl}>
        {/* the saved document, named and linked, above a labelled picker (no raw native file input; issue 31) */}
        {form.detailDocumentUrl && (
          <Link
            href={form.detailDocumentUrl}
            fontSize="sm"
            target="_blank"
            rel="noreferrer"
            data-testid="f-doc-current"
            wordBreak="break-all"
          >
            {t('field.documentSaved', { name: fileName(form.detailDocumentUrl) })}
          </Link>
        )}
        <FilePicker
          id="f-doc"
          accept=".pdf,.doc,.docx"
          disabled={ro || busy}
          chooseLabel={form.detailDocumentUrl ? t('field.documentChange') : t('field.documentChoose')}
          status={
            chosen ? t('field.documentChosen', { name: chosen }) : form.detailDocumentUrl ? '' : t('field.documentNone')
          }
          describedBy={errors.detailDocumentUrl ? 'f-doc-error' : 'f-doc-hint'}
          onFile={(f) => {
            setChosen(f.name);
            void upload(f, 'detailDocumentUrl');
          }}
        />
        {busy && <progress aria-label={t('field.documentUploading')} />}
      </Field>
      <CustomFieldChecks
        value={form.customKreaFieldOptions}
        disabled={ro}
        onChange={(v) => set('customKreaFieldOptions', v)}
      />
    </Section>
  );
}
