import { Button, Input } from '@platform/ui';
import { RESOURCE_LIMITS } from '@platform/contracts';
import { useRemoteT } from '@platform/remote-kit';
import { StepRich, StepText } from './stepFields';
import { ImageCrop, kreaFolder } from '../../components/ImageCrop';
import { Field, Panel } from '../../components/forms';
import { type StepProps, URL_RE } from './editorModel';

/** Step 2 of the resource editor: image, video, caption, presentation and question. */
export function IntroStep(step: StepProps) {
  const { form, ro, set, setForm } = step;
  const { t } = useRemoteT();
  const captionLeft = RESOURCE_LIMITS.caption - (form.caption ?? '').length;
  const videoError = form.videoUrl && !URL_RE.test(form.videoUrl) ? t('validation.invalidUrl') : null;
  return (
    <Panel id="step-intro" title={t('resource.step.intro')}>
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
      <StepText id="res-alt" k="imageAlt" maxLength={RESOURCE_LIMITS.nameMax} step={step} />
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
      <StepText
        id="res-caption"
        k="caption"
        maxLength={RESOURCE_LIMITS.caption}
        hint={t('resource.captionLeft', { n: captionLeft })}
        step={step}
      />
      <StepRich id="res-presentation" k="presentation" step={step} />
      <StepText id="res-question" k="rhetoricalQuestion" step={step} />
    </Panel>
  );
}
