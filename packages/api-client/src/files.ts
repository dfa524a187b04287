/**
 * FileApi (spec §7 Files, §9 limits; krea §5 uploads): uploads; the file is then served at `location` (/files/…).
 */
import { apiClient } from '@platform/api-client';
import type { UploadAsBase64Request, UploadAsBase64Response } from '@platform/contracts';

/** POST /FileApi/UploadAsBase64 {content, fileType|extension, filePath, attachment?} → {location}. */
export const uploadAsBase64 = (
  body: Omit<UploadAsBase64Request, 'locale'>,
  onProgress?: (fraction: number | null) => void,
) =>
  apiClient
    .post<UploadAsBase64Response>('/FileApi/UploadAsBase64', body, onProgress ? { onUploadProgress: onProgress } : {})
    .then((r) => r.data);
