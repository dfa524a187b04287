/**
 * The one toast of the platform (spec §2): bottom centre, one at a time, error or success.
 * Any app shows it with bus.emit('platform.toast.show.v1', { status, messageKey | message, durationMs }).
 */
import { useSyncExternalStore } from 'react';
import { Box, Button, Flex, Text } from '@platform/ui';
import { useT } from '../hooks/useShell';
import { currentToast, dismissToast, subscribeToast } from './toastStore';

export function ToastHost() {
  const { t } = useT();
  const toast = useSyncExternalStore(subscribeToast, currentToast, currentToast);

  const text = toast
    ? toast.messageKey
      ? t(toast.messageKey, { defaultValue: toast.message ?? '' })
      : (toast.message ?? '')
    : '';
  return (
    <Box
      position="fixed"
      bottom="6"
      left="50%"
      transform="translateX(-50%)"
      zIndex="toast"
      aria-live="polite"
      role="status"
      w="max-content"
      maxW="90vw"
    >
      {toast ? (
        <Flex
          data-testid="toast"
          data-status={toast.status}
          bg={toast.status === 'error' ? 'red.600' : 'green.600'}
          color="white"
          px="5"
          py="3"
          rounded="md"
          shadow="lg"
          align="center"
          gap="3"
        >
          <Text role={toast.status === 'error' ? 'alert' : undefined}>{text}</Text>
          <Button size="xs" variant="ghost" color="white" aria-label={t('toast.close')} onClick={dismissToast}>
            ×
          </Button>
        </Flex>
      ) : null}
    </Box>
  );
}
