import { useEffect, useId, useRef, useState } from 'react';
import { Box, HStack, Image, Link, Stack, Text, chakra } from '@platform/ui';
import type { AuthorDto } from '@platform/contracts';
import { useRemoteT, goTo } from '@platform/remote-kit';

export const HOVER_SHOW_MS = 300;
export const HOVER_HIDE_MS = 1000;

/** Author hover card: shows 300 ms after hover/focus, hides 1000 ms after leaving (spec §2, §9). */
export function AuthorHoverCard({ author }: { author: AuthorDto }) {
  const { t } = useRemoteT();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cardId = useId();
  const schedule = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), next ? HOVER_SHOW_MS : HOVER_HIDE_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  const links = (['website', 'facebook', 'instagram', 'twitter'] as const).filter((k) => author[k]);
  return (
    <Box
      position="relative"
      display="inline-block"
      onMouseEnter={() => schedule(true)}
      onMouseLeave={() => schedule(false)}
      onFocus={() => schedule(true)}
      onBlur={() => schedule(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          clearTimeout(timer.current);
          setOpen(false);
        }
      }}
    >
      <chakra.button
        type="button"
        aria-describedby={open ? cardId : undefined}
        aria-expanded={open}
        textDecoration="underline"
        cursor="pointer"
        focusVisibleRing="outside"
        data-testid="author-trigger"
      >
        {t('resource.byAuthor', { name: author.name })}
      </chakra.button>
      {open && (
        <Box
          id={cardId}
          role="tooltip"
          position="absolute"
          zIndex="popover"
          top="100%"
          left="0"
          mt="2"
          w={{ base: '72', md: '80' }}
          bg="bg"
          shadow="lg"
          borderWidth="1px"
          rounded="lg"
          p="4"
          data-testid="author-card"
        >
          <HStack gap="3" align="start">
            {author.picture && <Image src={author.picture} alt="" boxSize="12" rounded="full" objectFit="cover" />}
            <Stack gap="1">
              <Text fontWeight="bold">{author.name}</Text>
              {author.description && (
                <Text fontSize="sm" color="fg.muted">
                  {author.description}
                </Text>
              )}
            </Stack>
          </HStack>
          {author.bio && (
            <Text fontSize="sm" mt="2">
              {author.bio}
            </Text>
          )}
          <Link
            href={`/feed?authorId=${author.id}`}
            onClick={(e) => {
              e.preventDefault();
              goTo(`/feed?authorId=${author.id}`);
            }}
            fontSize="sm"
            display="inline-block"
            mt="2"
          >
            {t('author.more', { name: author.name })}
          </Link>
          {links.length > 0 && (
            <HStack mt="2" gap="3" wrap="wrap">
              {links.map((k) => (
                <Link key={k} href={author[k]!} target="_blank" rel="noopener noreferrer" fontSize="sm">
                  {t(`author.${k}`)}
                </Link>
              ))}
            </HStack>
          )}
        </Box>
      )}
    </Box>
  );
}
