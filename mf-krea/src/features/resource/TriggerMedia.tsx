import { useState } from 'react';
import { Grid, Input } from '@platform/ui';
import { RESOURCE_LIMITS, type KreaResource } from '@platform/contracts';
import { useRemoteT } from '@platform/remote-kit';
import { Field } from '../../components/forms';
import { URL_RE } from './editorModel';

/** The video of a trigger (teacher or student): a valid URL and a caption (max 200). */
export function TriggerMedia({
  prefix,
  value,
  onChange,
  disabled,
}: {
  prefix: string;
  value: KreaResource['teacherMedia'];
  onChange: (m: KreaResource['teacherMedia']) => void;
  disabled: boolean;
}) {
  const { t } = useRemoteT();
  const [url, setUrl] = useState(value?.url ?? '');
  const bad = !!url && !URL_RE.test(url);
  return (
    <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="3">
      <Field id={`${prefix}-url`} label={t('resource.trigger.video')} error={bad ? t('validation.invalidUrl') : null}>
        <Input
          id={`${prefix}-url`}
          type="url"
          value={url}
          disabled={disabled}
          aria-invalid={bad ? true : undefined}
          onChange={(e) => {
            const v = e.target.value.trim();
            setUrl(v);
            if (!v) onChange(null);
            else if (URL_RE.test(v)) onChange({ kind: 1, url: v, caption: value?.caption ?? null });
          }}
        />
      </Field>
      <Field id={`${prefix}-caption`} label={t('resource.field.caption')}>
        <Input
          id={`${prefix}-caption`}
          value={value?.caption ?? ''}
          disabled={disabled || !value}
          maxLength={RESOURCE_LIMITS.caption}
          onChange={(e) => value && onChange({ ...value, caption: e.target.value })}
        />
      </Field>
    </Grid>
  );
}
