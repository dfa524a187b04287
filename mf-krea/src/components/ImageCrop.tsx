import { useCallback, useRef, useState } from 'react';
import { Button, HStack, Stack, Text, chakra } from '@platform/ui';
import { ImageCrop as KitImageCrop, cropImage, type CropArea } from '@platform/ui/forms';
import * as filesApi from '@platform/api-client/files';
import { useRemoteT } from '@platform/remote-kit';
import { FilePicker, useUpload } from './FilePicker';

const IMAGE = /\.(png|jpe?g)$/i;

/** The file-store folder of a Krea resource's or content's files (krea.md §3: Krea/{groupId}_{groupName}/resources|contents/{id}). */
export const kreaFolder = (
  groupId: number | null | undefined,
  groupName: string | null | undefined,
  kind: 'resources' | 'contents',
  id: number,
) => `Krea/${groupId ?? 0}_${groupName ?? 'group'}/${kind}/${id}`;

/**
 * Image of a resource (presentation) or of a content: choose (PNG/JPG, 10 MB), crop to 16:9, upload to `folder`;
 * progress, retry, §8 message. `inputId` / `label` name the file input (one per screen).
 */
export function ImageCrop({
  folder,
  onDone,
  disabled,
  inputId = 'res-image',
  label,
  required,
  current,
  currentAlt,
}: {
  folder: string;
  onDone: (url: string) => void;
  disabled?: boolean;
  inputId?: string;
  label?: string;
  required?: boolean;
  /** the image saved now: shown under the label */
  current?: string | null;
  currentAlt?: string | null;
}) {
  const { t } = useRemoteT();
  const [src, setSrc] = useState<string | null>(null);
  const [name, setName] = useState('imagen');
  const [chosen, setChosen] = useState<string | null>(null);
  const { busy, error, fits, upload } = useUpload();
  const area = useRef<CropArea | null>(null);
  const onArea = useCallback((px: CropArea) => {
    area.current = px;
  }, []);
  const choose = (file: File) => {
    if (!fits(file, IMAGE)) return;
    setChosen(file.name);
    setName(file.name.replace(/\.[^.]+$/, ''));
    const fr = new FileReader();
    fr.onload = () => {
      setSrc(String(fr.result));
    };
    fr.readAsDataURL(file);
  };
  const apply = async () => {
    if (!src) return;
    await upload(async () => {
      const content = area.current ? await cropImage(src, area.current, { type: 'image/jpeg' }) : src;
      const res = await filesApi.uploadAsBase64({
        content,
        fileType: content.startsWith('data:image/png') ? 'png' : 'jpg',
        filePath: `${folder}/${name}.${content.startsWith('data:image/png') ? 'png' : 'jpg'}`,
        attachment: false,
      });
      onDone(res.location);
      setSrc(null);
      setChosen(null);
    });
  };
  return (
    <Stack gap="2">
      <chakra.label htmlFor={inputId} fontSize="sm" fontWeight="semibold">
        {label ?? t('resource.field.image')}
        {required ? ' *' : ''}
      </chakra.label>
      {/* the saved image under its label; the native input stays hidden behind a labelled button and the chosen name */}
      {current ? (
        <chakra.img
          src={current}
          alt={currentAlt || t('resource.image.current')}
          maxH="48"
          maxW="full"
          alignSelf="start"
          objectFit="cover"
          rounded="md"
          data-testid={`${inputId}-preview`}
        />
      ) : null}
      <FilePicker
        id={inputId}
        accept=".png,.jpg,.jpeg"
        disabled={disabled || busy}
        chooseLabel={current ? t('resource.image.change') : t('resource.image.choose')}
        status={chosen ? t('resource.image.chosen', { name: chosen }) : current ? '' : t('resource.image.none')}
        onFile={choose}
      />
      {src && (
        <Stack gap="2" role="group" aria-label={t('resource.crop.title')}>
          {/* the kit's crop area and zoom; a new file starts afresh (its key) */}
          <KitImageCrop
            key={src}
            src={src}
            aspect={16 / 9}
            zoomLabel={t('resource.crop.zoom')}
            onAreaChange={onArea}
            height={{ base: '12rem', md: '16rem' }}
          />
          <HStack gap="2">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setSrc(null);
                setChosen(null);
              }}
              disabled={busy}
            >
              {t('resource.delete.cancel')}
            </Button>
            <Button size="sm" colorPalette="brand" onClick={() => void apply()} loading={busy}>
              {t('resource.crop.apply')}
            </Button>
          </HStack>
        </Stack>
      )}
      {busy && <progress aria-label={t('resource.upload.progress')} />}
      {error && (
        <HStack gap="2">
          <Text role="alert" color="danger" fontSize="sm">
            {error}
          </Text>
          {src && (
            <Button size="xs" variant="outline" onClick={() => void apply()}>
              {t('resource.upload.retry')}
            </Button>
          )}
        </HStack>
      )}
    </Stack>
  );
}
