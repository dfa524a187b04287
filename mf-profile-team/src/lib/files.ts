import { PROFILE_PHOTO_EXTENSIONS, PROFILE_PHOTO_MAX_BYTES } from '@platform/contracts';
import * as filesApi from '@platform/api-client/files';

/** YYYYMMDDHHmm (spec §7 profile paths). */
export function stamp(d = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}${p(d.getHours())}${p(d.getMinutes())}`;
}

/** §5 photo rule: PNG, JPG or JPEG, at most 2 MB. */
export function photoOk(file: File): boolean {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (
    (PROFILE_PHOTO_EXTENSIONS as readonly string[]).includes(ext) &&
    file.size <= PROFILE_PHOTO_MAX_BYTES &&
    /^image\/(png|jpe?g)$/.test(file.type || 'image/png')
  );
}

export const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });

/** Uploads a data: URL as {area}/{ownerId}/profile_{timestamp} and answers its /files location. */
export async function uploadProfileImage(
  area: 'Users' | 'Schools' | 'SchoolGroup',
  ownerId: number,
  dataUrl: string,
): Promise<string> {
  const mime = /^data:([^;]+);/.exec(dataUrl)?.[1] ?? 'image/png';
  const { location } = await filesApi.uploadAsBase64({
    content: dataUrl,
    fileType: mime,
    filePath: `${area}/${ownerId}/profile_${stamp()}`,
  });
  return location;
}

/** Draws the cropped area of an image into a square PNG of at most 512 px. */
export async function cropToDataUrl(
  src: string,
  area: { x: number; y: number; width: number; height: number },
): Promise<string> {
  const img = await new Promise<HTMLImageElement>((resolve, reject) => {
    const i = new Image();
    i.onload = () => resolve(i);
    i.onerror = reject;
    i.src = src;
  });
  const size = Math.min(512, Math.round(area.width));
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  canvas.getContext('2d')!.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return canvas.toDataURL('image/png');
}
