import { useRef, useState } from 'react';
import { Button, HStack, Text, chakra } from '@platform/ui';
import { useRemoteT } from '@platform/remote-kit';

/** §5: a file of at most 10 MB. */
const MAX_BYTES = 10 * 1024 * 1024;

/**
 * The state of an upload next to a `FilePicker`: `fits(file, type)` refuses a file over 10 MB or whose name does not
 * match `type` (§5 message); `upload(work)` runs one, busy meanwhile, with the §8 message when it fails.
 */
export function useUpload() {
  const { t } = useRemoteT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fits = (file: File, type: RegExp) => {
    const ok = file.size <= MAX_BYTES && type.test(file.name);
    setError(ok ? null : t('resource.upload.invalid'));
    return ok;
  };
  const upload = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch {
      setError(t('resource.upload.failed'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, fits, upload };
}

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
