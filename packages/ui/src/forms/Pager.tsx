import { Button, HStack, Text } from '@platform/ui';

/** The texts of a `Pager`, in the app's language (the kit holds no texts). */
export interface PagerTexts {
  /** accessible names of the buttons ("Previous page") */
  previous: string;
  next: string;
  /** their visible words ("Previous") */
  previousShort: string;
  nextShort: string;
  /** "Page 2 of 5" for a 1-based page */
  pageOf: (page: number, pages: number) => string;
}

/** Previous / next pages in a labelled `nav`; the position is announced. `page` is 0-based; nothing for one page. */
export function Pager({
  page,
  pages,
  onChange,
  label,
  texts,
}: {
  page: number;
  pages: number;
  onChange: (p: number) => void;
  label: string;
  texts: PagerTexts;
}) {
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={label} justify="center" gap="3" mt="4">
      <Button
        size="sm"
        variant="outline"
        onClick={() => onChange(page - 1)}
        disabled={page <= 0}
        aria-label={texts.previous}
      >
        ‹ {texts.previousShort}
      </Button>
      <Text fontSize="sm" aria-live="polite">
        {texts.pageOf(page + 1, pages)}
      </Text>
      <Button
        size="sm"
        variant="outline"
        onClick={() => onChange(page + 1)}
        disabled={page >= pages - 1}
        aria-label={texts.next}
      >
        {texts.nextShort} ›
      </Button>
    </HStack>
  );
}
