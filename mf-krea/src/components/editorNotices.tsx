import { Box, Link, Stack, Text } from '@platform/ui';
import { Link as RouterLink } from '@platform/router';
import { useRemoteT } from '@platform/remote-kit';

/** An editor page before its draft is there: the load error with the way back to the drafts, or "loading". */
export function LoadState({ error }: { error: boolean }) {
  const { t } = useRemoteT();
  return error ? (
    <Stack p="8">
      <Text role="alert">{t('errors.load')}</Text>
      <Link asChild>
        <RouterLink to="/krea/drafts">{t('editor.back')}</RouterLink>
      </Link>
    </Stack>
  ) : (
    <Stack p="8">
      <Text role="status">{t('editor.loading')}</Text>
    </Stack>
  );
}

/** After "send to review" with fields missing: the announced notice above the form. */
export function ReviewFieldsAlert() {
  const { t } = useRemoteT();
  return (
    <Box role="alert" p="3" borderWidth="1px" rounded="md" borderColor="danger" data-testid="review-fields">
      <Text fontSize="sm" color="danger">
        {t('validation.reviewFields')}
      </Text>
    </Box>
  );
}
