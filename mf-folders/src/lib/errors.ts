import { isApiError } from '@platform/api-client';
import { FOLDER_ERROR_CODES as CODES } from '@platform/contracts';

/** The i18n key (folders namespace) of the field error of a folder name the server refused, or null for another failure. */
export function nameErrorKey(e: unknown): string | null {
  if (!isApiError(e)) return null;
  if (e.code === CODES.nameRequired) return 'errors.required';
  if (e.code === CODES.nameTooLong) return 'errors.tooLong';
  if (e.code === CODES.nameRepeated) return 'errors.repeated';
  return null;
}

/** True when the server said the caller may not edit (a viewer, or a permission lowered meanwhile). */
export const isNoEdit = (e: unknown) =>
  isApiError(e) && (e.code === CODES.noEditPermission || e.code === CODES.ownerOnly);
/** The folder is gone for the caller (deleted, or their access removed). */
export const isGone = (e: unknown) => isApiError(e) && e.status === 404;
/** A reorder based on an old view of the folder (a resource added or removed meanwhile). */
export const isStaleOrder = (e: unknown) => isApiError(e) && e.code === CODES.orderNotPermutation;

/** The i18n key of a folder-name message of the contracts' schema (or of `nameErrorKey`, passed through). */
const SCHEMA_KEYS: Record<string, string> = {
  folderNameRequired: 'errors.required',
  folderNameTooLong: 'errors.tooLong',
  repeated: 'errors.repeated',
};
export const schemaErrorKey = (message: string) =>
  SCHEMA_KEYS[message] ?? (message.startsWith('errors.') ? message : 'errors.required');
