import { useState } from 'react';
import { Button, HStack, Modal, Stack } from '@platform/ui';
import { ImageCrop, cropImage, type CropArea } from '@platform/ui/forms';
import { useRemoteT } from '@platform/remote-kit';

/** Crops the chosen photo to a square (the kit's ImageCrop); answers a PNG data URL of at most 512 px. */
export function PhotoCropModal({
  src,
  onCancel,
  onDone,
}: {
  src: string | null;
  onCancel: () => void;
  onDone: (dataUrl: string) => void;
}) {
  const { t } = useRemoteT();
  const [area, setArea] = useState<CropArea | null>(null);
  const [busy, setBusy] = useState(false);
  const done = async () => {
    if (!src || !area) return;
    setBusy(true);
    try {
      onDone(await cropImage(src, area, { maxSize: 512 }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={!!src} onClose={onCancel} title={t('photo.cropTitle')} data-testid="crop-modal">
      <Stack gap="3">
        {src && <ImageCrop src={src} aspect={1} shape="round" zoomLabel={t('photo.zoom')} onAreaChange={setArea} />}
        <HStack justify="end" gap="2">
          <Button variant="ghost" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button colorPalette="brand" onClick={done} loading={busy} disabled={!area}>
            {t('photo.use')}
          </Button>
        </HStack>
      </Stack>
    </Modal>
  );
}
