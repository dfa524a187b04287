/**
 * Files contract (spec platform §5 file names, §7 Files, §9 upload max; krea §3 File upload, §5 uploads, §9).
 * POST /FileApi/UploadAsBase64 → { location }; files are served back at GET {location} (/files/...).
 */
import { z } from 'zod';

export const PROFILE_PHOTO_MAX_BYTES = 2097152;
export const KREA_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The image types (profile photos, Krea images) and the office document types (Krea uploads and materials). */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const DOCUMENT_EXTENSIONS = ['pdf', 'ppt', 'pptx', 'xls', 'xlsx', 'doc', 'docx'] as const;
export const PROFILE_PHOTO_EXTENSIONS = IMAGE_EXTENSIONS;
export const KREA_UPLOAD_EXTENSIONS = [...IMAGE_EXTENSIONS, ...DOCUMENT_EXTENSIONS, 'zip'] as const;

export const uploadAsBase64Schema = z.object({
  /** base64, or a data: URL */
  content: z.string().min(1, 'content is required'),
  /** extension (png, .pdf) or MIME type (image/png); one of fileType / extension is required */
  fileType: z.string().max(200).optional(),
  extension: z.string().max(20).optional(),
  /** Users/{userId}/profile_{timestamp} | Schools/{id}/profile_{ts} | SchoolGroup/{id}/profile_{ts} |
   *  Krea/{groupId}_{groupName}/resources/{id}/[name] | Krea/{groupId}_{groupName}/contents/{id}/[name] */
  filePath: z.string().min(1, 'filePath is required').max(500),
  attachment: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((v) => v === true || v === 'true'),
  locale: z.string().optional(),
});
export type UploadAsBase64Request = z.input<typeof uploadAsBase64Schema>;
export interface UploadAsBase64Response {
  location: string;
}
