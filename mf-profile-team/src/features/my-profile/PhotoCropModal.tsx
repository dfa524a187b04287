import { useCallback, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Button, HStack, Modal, Stack, chakra } from '@platform/ui';
import { useT } from '../../lib/i18n';
import { cropToDataUrl } from '../../lib/files';

/** Crops the chosen photo to a square (react-easy-crop); answers a PNG data URL. */
export function PhotoCropModal({
  src,
  onCancel,
  onDone,
}: {
  src: string | null;
  onCancel: () => void;
  onDone: (dataUrl: string) => void;
}) {
  const { t } = useT();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const onComplete = useCallback((_: Area, px: Area) => setArea(px), []);
  const done = async () => {
    if (!src || !area) return;
    setBusy(true);
    try {
      onDone(await cropToDataUrl(src, area));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={!!src} onClose={onCancel} title={t('photo.cropTitle')} data-testid="crop-modal">
      <Stack gap="3">
        <chakra.div position="relative" h={{ base: '260px', md: '320px' }} bg="gray.800" rounded="md" overflow="hidden">
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={onComplete}
            />
          )}
        </chakra.div>
        <chakra.label display="flex" gap="3" alignItems="center" fontSize="sm">
          {t('photo.zoom')}
          <input
            type="range"
            min={1}
            max={3}
            step={0.1}
            value={zoom}
            onChange={(e) => setZoom(Number(e.target.value))}
            aria-label={t('photo.zoom')}
            style={{ flex: 1 }}
          />
        </chakra.label>
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
