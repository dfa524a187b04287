/** Accordion item (disclosure). */
import { useId, useState, type ReactNode } from 'react';
import { Box, Heading, chakra } from '@platform/ui';

export function AccordionItem({
  title,
  children,
  defaultOpen = false,
}: {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <Box borderBottomWidth="1px">
      <Heading as="h3" size="sm" m="0">
        <chakra.button
          type="button"
          id={`${id}-btn`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((o) => !o)}
          w="full"
          display="flex"
          justifyContent="space-between"
          alignItems="center"
          textAlign="start"
          py="4"
          px="1"
          fontWeight="semibold"
          cursor="pointer"
          focusVisibleRing="outside"
        >
          <span>{title}</span>
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </chakra.button>
      </Heading>
      <Box id={`${id}-panel`} role="region" aria-labelledby={`${id}-btn`} hidden={!open} pb="4" px="1" color="fg.muted">
        {children}
      </Box>
    </Box>
  );
}
