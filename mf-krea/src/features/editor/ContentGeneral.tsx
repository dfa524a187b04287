import { Input, Link, Stack, Text } from '@platform/ui';
import { useUserInfo } from '@platform/session';
import { KREA_LIMITS, type KreaContent } from '@platform/contracts';
import * as filesApi from '@platform/api-client/files';
import { useT } from '../../lib/i18n';
import { ImageCrop, kreaFolder } from '../../components/ImageCrop';
import { Field, aria, Section } from '../../components/forms';
import { type Form, type SetField, MAX_BYTES } from './contentModel';

/** The content's general section: title, image (cropped 16:9), video and the detail document. */
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
  const { t } = useT();
  const user = useUserInfo();
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
        {form.detailDocumentUrl && (
          <Link href={form.detailDocumentUrl} fontSize="sm" target="_blank" rel="noreferrer">
            {t('field.documentOpen')}
          </Link>
        )}
        <Input
          {...aria('f-doc', errors.detailDocumentUrl, t('hint.document'))}
          type="file"
          accept=".pdf,.doc,.docx"
          disabled={ro}
          p="1"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) void upload(f, 'detailDocumentUrl');
          }}
        />
      </Field>
    </Section>
  );
}
