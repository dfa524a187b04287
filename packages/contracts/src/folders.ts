/**
 * Folder contract (spec platform §3 Folder, §5 folder name, §6 folder permissions, §7 FolderApi and
 * KimpleFolderApi/{id}/Save + Share, §8 folder messages, §9 folder list page size 500).
 *
 * Permissions on a personal folder: Owner (the creator; renames, deletes, shares, manages permissions),
 * Edit (editor: adds, removes, reorders resources, edits the description) and Read (viewer). A caller with no
 * permission on a folder gets 404 for it, exactly as for a folder that does not exist: they learn nothing.
 *
 * `PUT /FolderApi/{id}/EditPermission` (the spec names it without a body) asks "may I edit this folder?" before the
 * client enters editing: 200 `EditPermissionResult` for Owner / Edit, 403 NO_EDIT_PERMISSION
 * ("You don't have editing permission", §8) for a viewer, 404 for anyone else.
 */
import { z } from 'zod';
import { dbIdSchema } from './common';
import { exploreLocaleSchema, pageNumberSchema, type ExploreLocale } from './explore';
import { type ResourceCard } from './explore-dto';

/** §5 / §9 */
export const FOLDER_NAME_MAX = 50;
export const FOLDER_DESCRIPTION_MAX = 1000;
/** §9 folder list page size (GetAllByUser, KimpleFolderApi/getAllByLocale). */
export const FOLDER_LIST_PAGE_SIZE = 500;
/** Most resources one folder may hold (a reorder list is at most this long). */
export const FOLDER_RESOURCES_MAX = 1000;
/** Most colleagues one share reaches. */
export const FOLDER_SHARE_MAX = 200;
/** §3 origin: createdByMe 1, copiedFromKimpleFolder 2 */
export const FOLDER_ORIGINS = { createdByMe: 1, copiedFromKimpleFolder: 2 } as const;
export type FolderOrigin = (typeof FOLDER_ORIGINS)[keyof typeof FOLDER_ORIGINS];
/** What a share may grant (the owner stays Owner). */
export const SHARE_PERMISSIONS = ['Read', 'Edit'] as const;
export type SharePermission = (typeof SHARE_PERMISSIONS)[number];
type Permission = 'Owner' | 'Edit' | 'Read';

/** Error codes of the folder calls (the client maps them to the §8 messages in the user's language). */
export const FOLDER_ERROR_CODES = {
  nameRequired: 'FOLDER_NAME_REQUIRED',
  nameTooLong: 'FOLDER_NAME_TOO_LONG',
  nameRepeated: 'FOLDER_NAME_REPEATED',
  noEditPermission: 'NO_EDIT_PERMISSION',
  ownerOnly: 'FOLDER_OWNER_ONLY',
  notColleague: 'NOT_COLLEAGUE',
  selectTeacher: 'SELECT_TEACHER',
  unknownResource: 'UNKNOWN_RESOURCE',
  resourceNotInFolder: 'RESOURCE_NOT_IN_FOLDER',
  orderNotPermutation: 'ORDER_NOT_PERMUTATION',
  invalidPermission: 'INVALID_PERMISSION',
  userNotShared: 'USER_NOT_SHARED',
  folderFull: 'FOLDER_FULL',
} as const;
/** §8 messages in English, as the API answers them (the client shows its translation). */
export const FOLDER_MESSAGES = {
  nameRequired: 'Please, complete the name',
  nameTooLong: 'The name must have a maximum of 50 characters.',
  nameRepeated: 'You have already used that name, try another one.',
  noEditPermission: "You don't have editing permission",
  selectTeacher: 'Select a teacher',
  deleteFailed: "There was an error, the folder wasn't deleted.",
  renameFailed: "There was an error, the folder wasn't renamed. Remember you can't repeat names.",
  createFailed: "There was an error, the folder wasn't created. Remember you can't repeat names.",
  copyFailed: 'An error occurred. Please try again',
} as const;

// ---------------------------------------------------------------- pieces
/** An id inside a JSON body: a real number (no coercion of true / "1"), positive, in int4 range. */
const bodyIdSchema = z.number().int().positive().max(2_147_483_647);
const noNul = (s: string) => !s.includes('\u0000');
const NUL_MESSAGE = 'must not contain NUL characters';
/** §5 folder name: not empty, at most 50 characters (trimmed), no NUL. "Not repeated" is checked by the server. */
export const folderNameSchema = z
  .string()
  .refine(noNul, NUL_MESSAGE)
  .trim()
  .min(1, 'folderNameRequired')
  .max(FOLDER_NAME_MAX, 'folderNameTooLong');
/** A folder description: plain text, trimmed, at most 1000 characters, no NUL (empty clears it). */
export const folderDescriptionTextSchema = z.string().refine(noNul, NUL_MESSAGE).trim().max(FOLDER_DESCRIPTION_MAX);
export const folderPermissionSchema = z.enum(['Read', 'Edit', 'Owner']);
export const sharePermissionSchema = z.enum(SHARE_PERMISSIONS);

/** Client-side check of a folder name with the §5 rules; `taken` are the caller's other folder names. */
export function folderNameError(
  name: string,
  taken: readonly string[] = [],
): 'required' | 'tooLong' | 'repeated' | null {
  const n = name.trim();
  if (!n) return 'required';
  if (n.length > FOLDER_NAME_MAX) return 'tooLong';
  if (taken.some((t) => t.trim().toLowerCase() === n.toLowerCase())) return 'repeated';
  return null;
}

// ---------------------------------------------------------------- params and queries
/** /FolderApi/GetByLocale/{id}, Delete/{id}, Rename/{id}, {id}/EditPermission, RemoveFromAllFolders/{id}, KimpleFolderApi/{id}/Save */
export const folderIdPathSchema = z.object({ id: dbIdSchema });
/** /FolderApi/{folderId}/Description, {folderId}/OrderResources */
export const folderIdParamSchema = z.object({ folderId: dbIdSchema });
/** /FolderApi/{folderId}/Resource/{resourceId} */
export const folderResourceParamsSchema = z.object({ folderId: dbIdSchema, resourceId: dbIdSchema });
/** GET /FolderApi/GetAllByUser: a page of my folders (owned first, then shared with me), 500 by default (§9). */
export const folderListQuerySchema = z.object({
  pageNumber: pageNumberSchema,
  pageSize: z.coerce.number().int().min(1).max(FOLDER_LIST_PAGE_SIZE).default(FOLDER_LIST_PAGE_SIZE),
});
/** GET /FolderApi/UserPermissions?folderId= */
export const userPermissionsQuerySchema = z.object({ folderId: dbIdSchema });
/** GET /FolderApi/GetUsers?folderId=&search= : colleagues I can share with (with their permission on folderId, which must be mine). */
export const folderUsersQuerySchema = z.object({
  folderId: dbIdSchema.optional(),
  search: z.string().refine(noNul, NUL_MESSAGE).trim().max(100).optional(),
});

// ---------------------------------------------------------------- bodies
export const createFolderSchema = z.object({
  name: folderNameSchema,
  description: folderDescriptionTextSchema.optional(),
  locale: exploreLocaleSchema.optional(),
});
export type CreateFolder = z.input<typeof createFolderSchema>;

/** PUT /FolderApi/Rename/{id} { name, id } (id, when sent, must be the path's). */
export const renameFolderSchema = z.object({
  name: folderNameSchema,
  id: bodyIdSchema.optional(),
  locale: exploreLocaleSchema.optional(),
});
export type RenameFolder = z.input<typeof renameFolderSchema>;

/** PUT /FolderApi/{folderId}/Description: the body is a plain JSON string (as the spec says); `{ description }` is accepted too. */
export const folderDescriptionSchema = z.union([
  folderDescriptionTextSchema,
  z
    .object({ description: folderDescriptionTextSchema, locale: exploreLocaleSchema.optional() })
    .transform((o) => o.description),
]);

export const updateResourceInFoldersSchema = z.object({
  resourceId: bodyIdSchema,
  folders: z
    .array(z.object({ folderId: bodyIdSchema, inFolder: z.boolean() }))
    .min(1)
    .max(FOLDER_LIST_PAGE_SIZE),
  locale: exploreLocaleSchema.optional(),
});
export type UpdateResourceInFolders = z.input<typeof updateResourceInFoldersSchema>;

/** PUT /FolderApi/{folderId}/OrderResources: the folder's resources in their new order (a permutation of them, else 400). */
export const orderResourcesSchema = z.object({
  resourceIds: z
    .array(bodyIdSchema)
    .max(FOLDER_RESOURCES_MAX)
    .refine((a) => new Set(a).size === a.length, 'a resource appears twice'),
  locale: exploreLocaleSchema.optional(),
});
export type OrderResources = z.input<typeof orderResourcesSchema>;

/** A recipient of a share: a user id (Read), or a user id with the permission to grant (Read viewer, Edit editor). */
export const shareRecipientSchema = z.union([
  bodyIdSchema.transform((userId) => ({ userId, permission: undefined as SharePermission | undefined })),
  z.object({ userId: bodyIdSchema, permission: sharePermissionSchema.optional() }),
]);

/** Who a folder is shared with (recipients, with their permission, and / or recipientIds) and the languages. */
const shareTo = {
  folderId: bodyIdSchema,
  recipients: z.array(shareRecipientSchema).max(FOLDER_SHARE_MAX).optional(),
  recipientIds: z.array(bodyIdSchema).max(FOLDER_SHARE_MAX).optional(),
};
const shareLocales = { folderLocale: exploreLocaleSchema.optional(), locale: exploreLocaleSchema.optional() };
/** At least one recipient ('selectTeacher'). */
const hasRecipient = (b: { recipients?: unknown[]; recipientIds?: unknown[] }) =>
  (b.recipients?.length ?? 0) + (b.recipientIds?.length ?? 0) > 0;
const SELECT_TEACHER = { message: 'selectTeacher', path: ['recipients'] };

/**
 * POST /FolderApi/Share { folderId, recipients | recipientIds, permission? }: colleagues of my school network only.
 * Each recipient gets `recipients[i].permission`, else `permission`, else Read. At least one recipient ('selectTeacher').
 */
export const shareFolderSchema = z
  .object({ ...shareTo, permission: sharePermissionSchema.optional(), ...shareLocales })
  .refine(hasRecipient, SELECT_TEACHER);
export type ShareFolder = z.input<typeof shareFolderSchema>;

/** The recipients of a share with their permission (later entries for the same user win). */
export function shareRecipients(
  b: z.output<typeof shareFolderSchema>,
): Array<{ userId: number; permission: SharePermission }> {
  const out = new Map<number, SharePermission>();
  for (const id of b.recipientIds ?? []) out.set(id, b.permission ?? 'Read');
  for (const r of b.recipients ?? []) out.set(r.userId, r.permission ?? b.permission ?? 'Read');
  return [...out].map(([userId, permission]) => ({ userId, permission }));
}

/** POST /KimpleFolderApi/Share { folderId, recipients | recipientIds, folderLocale }: an email with the link, nothing else. */
export const shareProviderFolderSchema = z.object({ ...shareTo, ...shareLocales }).refine(hasRecipient, SELECT_TEACHER);
export type ShareProviderFolder = z.input<typeof shareProviderFolderSchema>;

/** One entry of UpdatePermissions: `{ user: { userId }, permission }` as §3 writes it, or `{ userId, permission }`. */
export const userPermissionEntrySchema = z.union([
  z
    .object({ user: z.object({ userId: bodyIdSchema }), permission: folderPermissionSchema })
    .transform((e) => ({ userId: e.user.userId, permission: e.permission })),
  z.object({ userId: bodyIdSchema, permission: folderPermissionSchema }),
]);
/**
 * PUT /FolderApi/UpdatePermissions { folderId, userPermissions, removedUserIds? } (owner only). Changes the permission of users
 * the folder is shared with (Read ↔ Edit); `removedUserIds` take their access away. The owner's own entry may be sent as Owner
 * (no change); Owner for anyone else, or Read/Edit for the owner, is a 400 INVALID_PERMISSION.
 */
export const updatePermissionsSchema = z.object({
  folderId: bodyIdSchema,
  userPermissions: z.array(userPermissionEntrySchema).max(FOLDER_SHARE_MAX).default([]),
  removedUserIds: z.array(bodyIdSchema).max(FOLDER_SHARE_MAX).default([]),
  locale: exploreLocaleSchema.optional(),
});
export type UpdatePermissions = z.input<typeof updatePermissionsSchema>;

// ---------------------------------------------------------------- responses
export interface FolderOwner {
  userId: number;
  name: string;
}
/** A folder of GetAllByUser: mine (permission Owner) or shared with me (Read / Edit). */
export interface FolderInfo {
  id: number;
  name: string;
  description: string | null;
  createdAt: string;
  /** when it was copied from a provider folder (origin 2) */
  copiedAt: string | null;
  resourcesCount: number;
  permission: Permission;
  origin: FolderOrigin;
  owner: FolderOwner;
  locale: ExploreLocale;
  /** how many colleagues it is shared with (besides the owner) */
  sharedCount: number;
}
export interface FolderWithFlag {
  folderId: number;
  folderName: string;
  inFolder: boolean;
  permission: Permission;
}
/** A resource of a folder in its order; `card` is null when the resource is no longer available to the caller. */
export interface FolderResourceItem {
  resourceId: number;
  order: number;
  addedAt: string;
  card: ResourceCard | null;
}
/** GET /FolderApi/GetByLocale/{id} */
export interface FolderDetail extends FolderInfo {
  copiedFromKimpleFolderId: number | null;
  canEdit: boolean;
  resources: FolderResourceItem[];
}
/** A colleague of my school network (GetUsers), with their permission on the folder asked about (null: not shared). */
export interface FolderUser {
  userId: number;
  name: string;
  email: string;
  schoolName: string | null;
  permission: Permission | null;
}
/** GET /FolderApi/UserPermissions: everyone with access, the owner first. */
export interface FolderUserPermission {
  user: { userId: number; name: string; email: string };
  permission: Permission;
}
export interface EditPermissionResult {
  folderId: number;
  permission: 'Owner' | 'Edit';
  canEdit: true;
}
export interface ShareFolderResult {
  sent: number;
  userPermissions: FolderUserPermission[];
}
export interface ShareResult {
  sent: number;
}
