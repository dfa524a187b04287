import { useRef, useState } from 'react';
import { Button, HStack, Stack, Text, chakra, formatPercent } from '@platform/ui';
import type { KreaResource } from '@platform/contracts';
import * as filesApi from '@platform/api-client/files';
import { useRemoteT } from '@platform/remote-kit';
import { FilePicker, useUpload } from '../../components/FilePicker';
import { IMAGE } from './editorModel';

/** Reads a file as base64 and uploads it to the resource's folder (§5: 10 MB, allowed types; the server sanitises and timestamps the name). */
export async function uploadFile(
  r: KreaResource,
  file: File,
  onProgress: (fraction: number | null) => void,
): Promise<string> {
  const content = await new Promise<string>((ok, ko) => {
    const fr = new FileReader();
    fr.onload = () => ok(String(fr.result));
    fr.onerror = () => ko(fr.error);
    fr.readAsDataURL(file);
  });
  const ext = (/\.([a-z0-9]+)$/i.exec(file.name)?.[1] ?? '').toLowerCase();
  const res = await filesApi.uploadAsBase64(
    {
      content,
      fileType: ext,
      filePath: `Krea/${r.groupId}_${r.groupName ?? 'group'}/resources/${r.id}/${file.name}`,
      attachment: !IMAGE.test(file.name),
    },
    onProgress,
  );
  return res.location;
}

/** A file input with progress, the spec's failure message and a retry (§8). */
export function Upload({
  id,
  label,
  accept,
  test,
  resource,
  onDone,
  disabled,
}: {
  id: string;
  label: string;
  accept: string;
  test: RegExp;
  resource: KreaResource;
  onDone: (url: string, name: string) => void;
  disabled?: boolean;
}) {
  const { t, locale } = useRemoteT();
  const { busy, error, fits, upload } = useUpload();
  const [done, setDone] = useState<number | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const last = useRef<File | null>(null);
  const run = async (file: File) => {
    last.current = file;
    setChosen(file.name);
    if (!fits(file, test)) return;
    setDone(null);
    await upload(async () => {
      onDone(await uploadFile(resource, file, setDone), file.name);
      last.current = null;
    });
  };
  return (
    <Stack gap="1">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="semibold">
        {label}
      </chakra.label>
      {/* a labelled button and the chosen name; the native input stays for the label, visually hidden */}
      <FilePicker
        id={id}
        accept={accept}
        disabled={disabled || busy}
        chooseLabel={t('resource.upload.choose')}
        status={chosen ? t('resource.upload.chosen', { name: chosen }) : t('resource.upload.noneChosen')}
        onFile={(f) => void run(f)}
      />
      {busy &&
        // determinate once the browser reports the bytes sent (XMLHttpRequest upload progress)
        (done === null ? (
          <progress aria-label={t('resource.upload.progress')} />
        ) : (
          <progress
            aria-label={t('resource.upload.progress')}
            max={100}
            value={Math.round(done * 100)}
            aria-valuetext={formatPercent(done * 100, locale, 0)}
          />
        ))}
      {error && (
        <HStack gap="2">
          <Text role="alert" color="danger" fontSize="sm">
            {error}
          </Text>
          {last.current && (
            <Button size="xs" variant="outline" onClick={() => void run(last.current!)}>
              {t('resource.upload.retry')}
            </Button>
          )}
        </HStack>
      )}
    </Stack>
  );
}
