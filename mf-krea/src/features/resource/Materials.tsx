import { useState, type KeyboardEvent } from 'react';
import { Button, HStack, Input, Link, Stack, Text, chakra } from '@platform/ui';
import { RESOURCE_LIMITS, type KreaMaterial, type KreaResource } from '@platform/contracts';
import { Select } from '@platform/ui/forms';
import { useRemoteT } from '@platform/remote-kit';

import { DOWNLOADABLE } from './editorModel';
import { Upload } from './Upload';

/** Materials of a class part: added one at a time with Enter (§5); downloadable ones are uploaded files. */
export function Materials({
  prefix,
  label,
  list,
  resource,
  onChange,
  disabled,
}: {
  prefix: string;
  label: string;
  list: KreaMaterial[];
  resource: KreaResource;
  onChange: (l: KreaMaterial[]) => void;
  disabled: boolean;
}) {
  const { t } = useRemoteT();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<'1' | '2'>('2');
  const add = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const v = name.trim();
    if (!v) return;
    onChange([...list, { kind: Number(kind) as 1 | 2, name: v, fileUrl: null }]);
    setName('');
  };
  return (
    <Stack gap="2" as="fieldset">
      <chakra.legend fontSize="sm" fontWeight="semibold">
        {label}
      </chakra.legend>
      <Stack as="ul" listStyleType="none" gap="1" aria-label={label}>
        {list.map((m, i) => (
          <HStack as="li" key={`${m.name}-${i}`} gap="2" fontSize="sm">
            <Text flex="1">
              {t(`resource.material.kind${m.kind}`)}:{' '}
              {m.fileUrl && m.kind === 3 ? (
                <Link href={m.fileUrl} target="_blank" rel="noopener">
                  {m.name}
                </Link>
              ) : (
                m.name
              )}
            </Text>
            <Button
              size="xs"
              variant="ghost"
              disabled={disabled}
              aria-label={t('resource.material.remove', { name: m.name })}
              onClick={() => onChange(list.filter((_, j) => j !== i))}
            >
              ✕
            </Button>
          </HStack>
        ))}
      </Stack>
      <HStack gap="2" flexWrap="wrap" alignItems="end">
        <Stack gap="1">
          <chakra.label htmlFor={`${prefix}-kind`} fontSize="xs">
            {t('resource.material.kind')}
          </chakra.label>
          <Select
            id={`${prefix}-kind`}
            value={kind}
            disabled={disabled}
            onChange={(e) => setKind(e.target.value as '1' | '2')}
          >
            <option value="1">{t('resource.material.kind1')}</option>
            <option value="2">{t('resource.material.kind2')}</option>
          </Select>
        </Stack>
        <Stack gap="1" flex="1" minW="48">
          <chakra.label htmlFor={`${prefix}-name`} fontSize="xs">
            {t('resource.material.add')}
          </chakra.label>
          <Input
            id={`${prefix}-name`}
            value={name}
            disabled={disabled}
            maxLength={RESOURCE_LIMITS.nameMax}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={add}
            aria-describedby={`${prefix}-hint`}
          />
        </Stack>
      </HStack>
      <Text id={`${prefix}-hint`} fontSize="xs" color="fg.muted">
        {t('resource.material.hint')}
      </Text>
      <Upload
        id={`${prefix}-file`}
        label={t('resource.material.file')}
        accept=".pdf,.ppt,.pptx,.xls,.xlsx,.doc,.docx,.png,.jpg,.jpeg,.zip"
        test={DOWNLOADABLE}
        resource={resource}
        disabled={disabled}
        onDone={(url, n) => onChange([...list, { kind: 3, name: n, fileUrl: url }])}
      />
    </Stack>
  );
}
