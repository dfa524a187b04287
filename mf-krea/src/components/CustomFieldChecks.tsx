import { useQuery } from '@tanstack/react-query';
import { Stack, Text } from '@platform/ui';
import type { KreaCustomFieldOption } from '@platform/contracts';
import * as accountApi from '@platform/api-client/account';
import { useRemoteT } from '@platform/remote-kit';
import { Checks } from './forms';

/**
 * The custom Krea fields of the author's school group and the global ones (krea.md §3 customKreaFieldOptions), one
 * check group per field, labelled with its name; the whole choice goes back through `onChange` (a save replaces it).
 * Nothing shows when there are no fields.
 */
export function CustomFieldChecks({
  value,
  disabled,
  onChange,
}: {
  value: KreaCustomFieldOption[];
  disabled: boolean;
  onChange: (v: KreaCustomFieldOption[]) => void;
}) {
  const { t, locale } = useRemoteT();
  const q = useQuery({
    queryKey: ['krea', 'customFields', locale],
    queryFn: accountApi.customizedFields,
    staleTime: 600_000,
  });
  const fields = (q.data ?? []).filter((f) => f.options.length);
  if (!fields.length) return null;
  return (
    <Stack gap="3" data-testid="custom-fields">
      <Text fontSize="xs" color="fg.muted">
        {t('field.customFieldsHint')}
      </Text>
      {fields.map((f) => (
        <Checks
          key={f.id}
          legend={f.name}
          items={f.options}
          value={value.filter((v) => v.customKreaFieldId === f.id).map((v) => v.id)}
          disabled={disabled}
          onChange={(ids) =>
            onChange([
              ...value.filter((v) => v.customKreaFieldId !== f.id),
              ...ids.map((id) => ({ id, customKreaFieldId: f.id })),
            ])
          }
        />
      ))}
    </Stack>
  );
}
