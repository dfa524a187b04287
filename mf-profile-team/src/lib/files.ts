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
