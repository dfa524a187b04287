import { Box, Stack } from '@platform/ui';

/** A grey block of the size of what is loading (the page does not jump when it arrives). */
const Bone = ({ h, w = 'full' }: { h: string; w?: string }) => <Box h={h} w={w} bg="bg.muted" rounded="md" />;

/** Placeholder of a grid of cards (the folder and provider-folder lists). */
export function CardGridSkeleton({
  label,
  count = 6,
  cardHeight = '44',
}: {
  label: string;
  count?: number;
  cardHeight?: string;
}) {
  return (
    <Box role="status" aria-live="polite" aria-busy="true" aria-label={label} data-testid="skeleton">
      <Box display="grid" gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }} gap="4">
        {Array.from({ length: count }, (_, i) => (
          <Box key={i} borderWidth="1px" borderColor="border" rounded="lg" p="4" h={cardHeight}>
            <Stack gap="3">
              <Bone h="5" w="70%" />
              <Bone h="4" w="45%" />
              <Bone h="4" w="90%" />
              <Bone h="4" w="60%" />
            </Stack>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Placeholder of the folder page: title, facts, description and a list of resources. */
export function FolderSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <Box role="status" aria-live="polite" aria-busy="true" aria-label={label} data-testid="skeleton">
      <Stack gap="4">
        <Bone h="9" w="50%" />
        <Bone h="4" w="35%" />
        <Bone h="16" />
        {Array.from({ length: rows }, (_, i) => (
          <Bone key={i} h="20" />
        ))}
      </Stack>
    </Box>
  );
}
