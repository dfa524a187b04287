import { useState } from 'react';
import { Button, HStack, Input, Stack, Text, chakra } from '@platform/ui';
import { useRemoteT } from '@platform/remote-kit';

/** Deletes by typing the exact phrase (§5). */
export function PhraseDelete({
  id,
  label,
  phrase,
  onConfirm,
  disabled,
}: {
  id: string;
  label: string;
  phrase: string;
  onConfirm: () => void;
  disabled: boolean;
}) {
  const { t } = useRemoteT();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!open)
    return (
      <Button size="xs" variant="outline" colorPalette="red" disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </Button>
    );
  return (
    <Stack role="group" aria-label={label} gap="1" p="2" borderWidth="1px" rounded="md" borderColor="red.300">
      <chakra.label htmlFor={id} fontSize="sm">
        {t('resource.delete.type', { phrase })}
      </chakra.label>
      <Input
        id={id}
        value={typed}
        onChange={(e) => {
          setTyped(e.target.value);
          setError(null);
        }}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <Text id={`${id}-error`} role="alert" color="danger" fontSize="sm">
          {error}
        </Text>
      )}
      <HStack gap="2">
        <Button
          size="xs"
          variant="ghost"
          onClick={() => {
            setOpen(false);
            setTyped('');
          }}
        >
          {t('resource.delete.cancel')}
        </Button>
        <Button
          size="xs"
          colorPalette="red"
          onClick={() => {
            if (typed.trim() !== phrase) {
              setError(t('resource.delete.mismatch'));
              return;
            }
            setOpen(false);
            setTyped('');
            onConfirm();
          }}
        >
          {t('resource.delete.confirm')}
        </Button>
      </HStack>
    </Stack>
  );
}
