/**
 * The one toast of the platform (spec §2): bottom centre, one at a time, error or success.
 * Any app shows it with bus.emit('platform.toast.show.v1', { status, messageKey | message, durationMs }).
 */
import { useEffect, useRef, useState } from 'react';
import { bus, type EventMap } from '@platform/event-bus';
import { Box, Button, Flex, Text } from '@platform/ui';
import { useT } from '../hooks/useShell';
import { toastHostMounted } from './toastQueue';

type Toast = EventMap['platform.toast.show.v1'] & { id: number };
export const DEFAULT_TOAST_MS = 4000;

export function ToastHost() {
  const { t } = useT();
  const [toast, setToast] = useState<Toast | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const seq = useRef(0);

  useEffect(() => {
    const off = bus.on('platform.toast.show.v1', (payload) => {
      if (timer.current) clearTimeout(timer.current);
      const next = { ...payload, id: ++seq.current };
      setToast(next); // one at a time: a new toast replaces the current one
      timer.current = setTimeout(
        () => setToast((cur) => (cur?.id === next.id ? null : cur)),
        payload.durationMs ?? DEFAULT_TOAST_MS,
      );
    });
    const unmounted = toastHostMounted();
    return () => {
      unmounted();
      off();
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

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
          <Button size="xs" variant="ghost" color="white" aria-label={t('toast.close')} onClick={() => setToast(null)}>
            ×
          </Button>
        </Flex>
      ) : null}
    </Box>
  );
}
