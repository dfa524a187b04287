import { HStack, Input, chakra } from '@platform/ui';
import { RESOURCE_LIMITS } from '@platform/contracts';
import { useRemoteT } from '@platform/remote-kit';
import { Field, useKeywordInput } from '../../components/forms';

export function Keywords({
  value,
  onChange,
  disabled,
}: {
  value: string[];
  onChange: (v: string[]) => void;
  disabled: boolean;
}) {
  const { t } = useRemoteT();
  const { input, error } = useKeywordInput(value, onChange, RESOURCE_LIMITS.keywords, {
    duplicate: t('resource.keywords.duplicate'),
    max: t('resource.keywords.max', { n: RESOURCE_LIMITS.keywords }),
  });
  return (
    <Field
      id="res-keywords"
      label={t('resource.field.keywords')}
      hint={t('resource.keywords.hint', { n: RESOURCE_LIMITS.keywords })}
      error={error}
    >
      <HStack as="ul" listStyleType="none" gap="1" flexWrap="wrap" aria-label={t('resource.field.keywords')}>
        {value.map((k) => (
          <chakra.li key={k} fontSize="sm" px="2" borderWidth="1px" rounded="full">
            {k}{' '}
            <chakra.button
              type="button"
              aria-label={t('resource.keywords.remove', { k })}
              disabled={disabled}
              onClick={() => onChange(value.filter((x) => x !== k))}
            >
              ✕
            </chakra.button>
          </chakra.li>
        ))}
      </HStack>
      <Input
        id="res-keywords"
        disabled={disabled}
        maxLength={RESOURCE_LIMITS.keywordLength}
        {...input}
        aria-describedby={error ? 'res-keywords-error' : 'res-keywords-hint'}
      />
    </Field>
  );
}
