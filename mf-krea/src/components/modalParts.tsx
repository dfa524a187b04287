import { useMutation } from '@tanstack/react-query';
import { Button, HStack, Modal, Stack, Text } from '@platform/ui';
import type { ExploreLocale, KreaContent } from '@platform/contracts';
import { useRemoteT, toast } from '@platform/remote-kit';
import { Checks } from './forms';

export const LOCALES: ExploreLocale[] = ['es', 'en', 'ca'];
export interface Base {
  open: boolean;
  onClose: () => void;
  content: KreaContent;
  onDone: (c: KreaContent) => void;
}
export type Authors = Array<{ userId: number; permission: 'editor' | 'commenter' | 'none' }>;
export const Actions = ({ children }: { children: React.ReactNode }) => (
  <HStack justify="end" gap="2" pt="2" flexWrap="wrap">
    {children}
  </HStack>
);

/** A modal that only says something (`body`), with its buttons (`children`) under it. */
export function NoticeModal({
  open,
  onClose,
  title,
  body,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  body: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <Modal open={open} onClose={onClose} title={title} data-testid={testId}>
      <Stack gap="3">
        <Text>{body}</Text>
        <Actions>{children}</Actions>
      </Stack>
    </Modal>
  );
}

/**
 * A content change from a modal: on success `done` is toasted, the changed content handed to `onDone` and the modal
 * closed; a failure calls `onError`, by default the "not saved" toast.
 */
export function useContentChange(
  fn: () => Promise<KreaContent>,
  done: string,
  { onDone, onClose }: Pick<Base, 'onDone' | 'onClose'>,
  onError?: (e: unknown) => void,
) {
  const { t } = useRemoteT();
  return useMutation({
    mutationFn: fn,
    onSuccess: (c) => {
      toast('success', done);
      onDone(c);
      onClose();
    },
    onError: onError ?? (() => toast('error', t('errors.save'))),
  });
}

/**
 * Cancel (closes) and the modal's action: `onConfirm` on click, or without it the submit button of the form around.
 */
export function ConfirmActions({
  onCancel,
  label,
  onConfirm,
  busy,
  disabled,
  palette = 'brand',
}: {
  onCancel: () => void;
  label: React.ReactNode;
  onConfirm?: () => void;
  busy?: boolean;
  disabled?: boolean;
  palette?: 'brand' | 'red';
}) {
  const { t } = useRemoteT();
  return (
    <Actions>
      <Button variant="ghost" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button
        type={onConfirm ? undefined : 'submit'}
        colorPalette={palette}
        disabled={disabled}
        loading={busy}
        onClick={onConfirm}
      >
        {label}
      </Button>
    </Actions>
  );
}

/** The languages to choose, as a check group. */
export function LocaleChecks({
  choices,
  value,
  onChange,
  label,
}: {
  choices: ExploreLocale[];
  value: ExploreLocale[];
  onChange: (v: ExploreLocale[]) => void;
  label: string;
}) {
  const { t } = useRemoteT();
  return (
    <Checks
      legend={label}
      items={choices.map((l) => ({ id: l, name: t(`lang.${l}`) }))}
      value={value}
      disabled={false}
      onChange={onChange}
    />
  );
}
