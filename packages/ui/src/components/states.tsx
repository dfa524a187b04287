import type { ReactNode } from 'react';
import { Box, Button, Heading, Spinner as ChakraSpinner, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function Spinner({ label, size = 'lg' }: { label?: string; size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  const { t } = useTranslation('common');
  return <ChakraSpinner size={size} color="brand.500" borderWidth="3px" aria-label={label ?? t('loader.label')} />;
}

/** Loading state of a list or section (role=status so screen readers hear it). */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <VStack role="status" aria-live="polite" py="10" gap="3">
      <Spinner label={label ?? t('loader.label')} />
      <Text color="fg.muted" fontSize="sm">
        {label ?? t('actions.loading')}
      </Text>
    </VStack>
  );
}

/** The full-page loader of the global modals (blocks the page). */
export function FullPageLoader({ open = true, label }: { open?: boolean; label?: string }) {
  const { t } = useTranslation('common');
  if (!open) return null;
  return (
    <Box
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="whiteAlpha.800"
      display="flex"
      alignItems="center"
      justifyContent="center"
      role="status"
      aria-live="polite"
      aria-busy="true"
      data-testid="full-page-loader"
    >
      <Spinner size="xl" label={label ?? t('loader.label')} />
    </Box>
  );
}

export function EmptyState({
  title,
  description,
  action,
}: {
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <VStack py="10" gap="2" textAlign="center" data-testid="empty-state">
      <Heading as="h2" size="md">
        {title ?? t('emptyState.title')}
      </Heading>
      {description && <Text color="fg.muted">{description}</Text>}
      {action}
    </VStack>
  );
}

export function ErrorState({
  title,
  description,
  onRetry,
}: {
  title?: ReactNode;
  description?: ReactNode;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <VStack py="10" gap="3" textAlign="center" role="alert" data-testid="error-state">
      <Heading as="h2" size="md">
        {title ?? t('errorState.title')}
      </Heading>
      <Text color="fg.muted">{description ?? t('errorState.body')}</Text>
      {onRetry && (
        <Button colorPalette="brand" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      )}
    </VStack>
  );
}

/**
 * Shown in a remote's area when the remote cannot be loaded (after retries) or throws while
 * rendering; the nav bar and the other remotes keep working.
 */
export function RemoteFallback({ onRetry, remote }: { onRetry?: () => void; remote?: string }) {
  const { t } = useTranslation('common');
  return (
    <VStack py="16" px="4" gap="3" textAlign="center" role="alert" data-testid="remote-fallback" data-remote={remote}>
      <Heading as="h2" size="lg">
        {t('remoteFallback.title')}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {t('remoteFallback.body')}
      </Text>
      {onRetry && (
        <Button colorPalette="brand" onClick={onRetry}>
          {t('remoteFallback.retry')}
        </Button>
      )}
    </VStack>
  );
}
