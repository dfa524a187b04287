import { useCallback, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Stack, chakra } from '@platform/ui';

export type CropArea = Area;

/**
 * The crop area of an image (react-easy-crop) and a labelled zoom slider (1–3). Reports the chosen area in the
 * image's pixels; `cropImage` draws it. `aspect` 1 + `shape="round"` for a profile photo, 16/9 for a resource image.
 */
export function ImageCrop({
  src,
  aspect = 1,
  shape = 'rect',
  zoomLabel,
  onAreaChange,
  height = { base: '260px', md: '320px' },
}: {
  src: string;
  aspect?: number;
  shape?: 'rect' | 'round';
  zoomLabel: string;
  onAreaChange: (area: CropArea) => void;
  height?: string | { base: string; md: string };
}) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const onComplete = useCallback((_: Area, px: Area) => onAreaChange(px), [onAreaChange]);
  return (
    <Stack gap="3">
      <chakra.div position="relative" h={height} bg="gray.800" rounded="md" overflow="hidden">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={aspect}
          cropShape={shape}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={onComplete}
        />
      </chakra.div>
      <chakra.label display="flex" gap="3" alignItems="center" fontSize="sm">
        {zoomLabel}
        <input
          type="range"
          min={1}
          max={3}
          step={0.1}
          value={zoom}
          onChange={(e) => setZoom(Number(e.target.value))}
          aria-label={zoomLabel}
          style={{ flex: 1 }}
        />
      </chakra.label>
    </Stack>
  );
}

/**
 * Draws `area` of the image at `src` on a canvas and answers a data URL: `maxSize` caps the width (the height follows
 * the area's ratio); PNG by default, JPEG with `type: 'image/jpeg'` (quality 0.9).
 */
export async function cropImage(
  src: string,
  area: CropArea,
  { maxSize = Infinity, type = 'image/png' }: { maxSize?: number; type?: 'image/png' | 'image/jpeg' } = {},
): Promise<string> {
  const img = await new Promise<HTMLImageElement>((resolve, reject) => {
    const i = new Image();
    i.onload = () => resolve(i);
    i.onerror = reject;
    i.src = src;
  });
  const width = Math.min(maxSize, Math.round(area.width));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = Math.round((width * area.height) / area.width);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return type === 'image/jpeg' ? canvas.toDataURL(type, 0.9) : canvas.toDataURL(type);
}
