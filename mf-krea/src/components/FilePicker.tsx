import { useRef } from 'react';
import { Button, HStack, Text, chakra } from '@platform/ui';

/**
 * A file picker without the browser's raw file input (issue 31): a labelled button and what was chosen. The native
 * input stays, visually hidden, so the field's <label htmlFor={id}> still names it.
 */
export function FilePicker({
  id,
  accept,
  disabled,
  chooseLabel,
  status,
  describedBy,
  onFile,
}: {
  id: string;
  accept: string;
  disabled?: boolean;
  /** the button's text: "Choose …", or "Change …" once something is saved */
  chooseLabel: string;
  /** what is chosen ("Chosen: file.pdf") or that nothing is */
  status: string;
  /** more ids describing the button (an error, a hint) */
  describedBy?: string;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <chakra.input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        srOnly
        tabIndex={-1}
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) onFile(f);
        }}
      />
      <HStack gap="2" flexWrap="wrap">
        <Button
          size="sm"
          variant="outline"
          disabled={disabled}
          aria-describedby={[`${id}-chosen`, describedBy].filter(Boolean).join(' ')}
          onClick={() => input.current?.click()}
        >
          {chooseLabel}
        </Button>
        <Text id={`${id}-chosen`} fontSize="sm" color="fg.muted" minW="0" wordBreak="break-all">
          {status}
        </Text>
      </HStack>
    </>
  );
}
