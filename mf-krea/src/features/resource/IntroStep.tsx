import { Button, Heading, Input, Stack } from '@platform/ui';
import { RESOURCE_LIMITS } from '@platform/contracts';
import { useRemoteT } from '@platform/remote-kit';
import { RichText } from '../../components/RichText';
import { ImageCrop, kreaFolder } from '../../components/ImageCrop';
import { Field } from '../../components/forms';
import { type StepProps, URL_RE } from './editorModel';

/** Step 2 of the resource editor: image, video, caption, presentation and question. */
export function IntroStep({ form, ro, set, setForm }: StepProps) {
  const { t } = useRemoteT();
  const captionLeft = RESOURCE_LIMITS.caption - (form.caption ?? '').length;
  const videoError = form.videoUrl && !URL_RE.test(form.videoUrl) ? t('validation.invalidUrl') : null;
  return (
    <Stack as="section" aria-labelledby="step-intro" gap="4">
      <Heading as="h2" id="step-intro" size="md">
        {t('resource.step.intro')}
      </Heading>
      <ImageCrop
        folder={kreaFolder(form.groupId, form.groupName, 'resources', form.id)}
        current={form.image}
        currentAlt={form.imageAlt}
        disabled={ro}
        onDone={(url) => set({ image: url, videoUrl: null })}
      />
      {form.image && (
        <Button alignSelf="start" size="xs" variant="ghost" disabled={ro} onClick={() => set({ image: null })}>
          {t('resource.removeImage')}
        </Button>
      )}
      <Field id="res-alt" label={t('resource.field.imageAlt')}>
        <Input
          id="res-alt"
          value={form.imageAlt ?? ''}
          disabled={ro}
          maxLength={RESOURCE_LIMITS.nameMax}
          onChange={(e) => set({ imageAlt: e.target.value })}
        />
      </Field>
      <Field id="res-video" label={t('resource.field.videoUrl')} error={videoError}>
        <Input
          id="res-video"
          type="url"
          value={form.videoUrl ?? ''}
          disabled={ro}
          onChange={(e) => {
            const v = e.target.value.trim();
            if (!v || URL_RE.test(v)) set({ videoUrl: v || null });
            else setForm({ ...form, videoUrl: v });
          }}
          aria-invalid={videoError ? true : undefined}
        />
      </Field>
      <Field id="res-caption" label={t('resource.field.caption')} hint={t('resource.captionLeft', { n: captionLeft })}>
        <Input
          id="res-caption"
          value={form.caption ?? ''}
          disabled={ro}
          maxLength={RESOURCE_LIMITS.caption}
          onChange={(e) => set({ caption: e.target.value })}
          aria-describedby="res-caption-hint"
        />
      </Field>
      <Field id="res-presentation" label={t('resource.field.presentation')}>
        <RichText
          id="res-presentation"
          labelId="res-presentation-label"
          value={form.presentation ?? ''}
          disabled={ro}
          onChange={(v) => set({ presentation: v })}
        />
      </Field>
      <Field id="res-question" label={t('resource.field.rhetoricalQuestion')}>
        <Input
          id="res-question"
          value={form.rhetoricalQuestion ?? ''}
          disabled={ro}
          onChange={(e) => set({ rhetoricalQuestion: e.target.value })}
        />
      </Field>
    </Stack>
  );
}
