/**
 * FolderApi (spec platform §7 Personal folders; §3 Folder; §5 name rules; §6 folder permissions; §8 folder messages).
 * Routes validate with the schemas of `@platform/contracts` (folders.ts) and check the caller's permission on the folder;
 * the SQL is in ./service.ts. Who may do what:
 *
 * | call | Owner | Edit | Read | anyone else |
 * |---|---|---|---|---|
 * | GetByLocale, UserPermissions | ✓ | ✓ | ✓ | 404 |
 * | add / remove / reorder resources, Description, EditPermission | ✓ | ✓ | 403 NO_EDIT_PERMISSION | 404 |
 * | Rename, Delete, Share, UpdatePermissions, GetUsers?folderId | ✓ | 403 FOLDER_OWNER_ONLY | 403 FOLDER_OWNER_ONLY | 404 |
 *
 * 404 for "anyone else" is the same answer as for a folder that does not exist: a stranger learns nothing.
 * Links in share emails are built from the configured public URL (PUBLIC_URL), never from request headers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createFolderSchema,
  folderDescriptionSchema,
  folderIdParamSchema,
  folderIdPathSchema,
  folderListQuerySchema,
  folderResourceParamsSchema,
  folderUsersQuerySchema,
  idParamSchema,
  localeQuerySchema,
  orderResourcesSchema,
  renameFolderSchema,
  shareFolderSchema,
  shareRecipients,
  updatePermissionsSchema,
  updateResourceInFoldersSchema,
  userPermissionsQuerySchema,
  type EditPermissionResult,
  type FolderDetail,
  type FolderInfo,
  type FolderUser,
  type FolderUserPermission,
  type FolderWithFlag,
  type ShareFolderResult,
} from '@platform/contracts';
import { asUser, router } from '../../http/route';
import { ApiError } from '../../http/errors';
import type { AuthUser } from '../../http/context';
import type { Db } from '../../db/types';
import { localeOf } from '../../http/request';
import { visibleResource } from '../resources/public';
import { sendShareEmails } from '../resources/public';
import * as svc from './service';
import { publicBase } from '../../http/links';

const TAG = ['FolderApi'];

/** The public origin of the platform, from configuration (PUBLIC_URL): links in emails never come from request headers. */
export const publicOrigin = (app: FastifyInstance): string => publicBase(app);

/** A resource named in a body: unknown, deleted or not visible to the caller is a 400 UNKNOWN_RESOURCE (nothing changes). */
async function bodyResource(db: Db, user: AuthUser, id: number): Promise<void> {
  try {
    await visibleResource(db, user, id);
  } catch (e) {
    if (e instanceof ApiError && (e.statusCode === 404 || e.statusCode === 403)) throw svc.unknownResource();
    throw e;
  }
}

/** The name of a Create / Rename body, checked with the §5 rules and the §8 messages first. */
function nameOf(req: FastifyRequest): void {
  svc.checkName(((req.body ?? {}) as Record<string, unknown>).name);
}

export default async function folders(app: FastifyInstance): Promise<void> {
  const db = () => app.db;
  const api = router(app, { tags: TAG, auth: true });
  /** my folders, each flagged with whether the resource is in it */
  const flags = (user: AuthUser, resourceId: number) => svc.resourceFlags(db(), user.userId, resourceId);

  api.get(
    '/FolderApi/GetAllByUser',
    {
      summary:
        'My folders (owned, newest first) then the ones shared with me, with my permission; a page of 500 by default (§9)',
      query: folderListQuerySchema,
    },
    asUser((user, { query }): Promise<FolderInfo[]> =>
      svc.listFolders(db(), user.userId, query.pageNumber, query.pageSize),
    ),
  );

  api.get(
    '/FolderApi/ResourceInFolders/:id',
    { summary: 'My folders, each flagged with whether the resource is in it', params: idParamSchema },
    asUser(async (user, { params }): Promise<FolderWithFlag[]> => {
      await visibleResource(db(), user, params.id);
      return flags(user, params.id);
    }),
  );

  api.get(
    '/FolderApi/GetByLocale/:id',
    {
      summary:
        'A folder I own or that is shared with me: data, my permission and its resources in order (cards in ?locale)',
      params: folderIdPathSchema,
      query: localeQuerySchema,
    },
    asUser((user, input, req): Promise<FolderDetail> => {
      const { id } = input.params;
      void input.query; // validated, not read
      return svc.folderDetail(db(), user, id, localeOf(req));
    }),
  );

  api.post(
    '/FolderApi/Create',
    {
      summary:
        'Creates a folder (name required, at most 50 characters, not repeated for the user: 400 FOLDER_NAME_REQUIRED | FOLDER_NAME_TOO_LONG | FOLDER_NAME_REPEATED)',
      body: createFolderSchema,
      responses: { 201: 'Created: the folder' },
    },
    asUser(async (user, input, req, reply): Promise<FolderInfo> => {
      nameOf(req);
      const { name, description } = input.body;
      const f = await svc.createFolder(db(), user.userId, { name, description, locale: localeOf(req) });
      reply.code(201);
      return f;
    }),
  );

  api.put(
    '/FolderApi/Rename/:id',
    {
      summary: 'Renames my folder (owner only; §5 name rules, 400 with the §8 codes)',
      params: folderIdPathSchema,
      body: renameFolderSchema,
    },
    asUser((user, input, req): Promise<FolderInfo> => {
      const { id } = input.params;
      nameOf(req);
      const body = input.body;
      if (body.id !== undefined && body.id !== id)
        throw ApiError.badRequest('The id of the body is not the folder of the path', [
          { path: 'id', message: 'must be the folder of the path' },
        ]);
      return svc.renameFolder(db(), user.userId, id, body.name);
    }),
  );

  api.put(
    '/FolderApi/:folderId/Description',
    {
      summary: 'Sets the description (the body is a plain JSON string, at most 1000 characters; owner or editor)',
      params: folderIdParamSchema,
      body: folderDescriptionSchema,
    },
    asUser((user, { params, body }): Promise<FolderInfo> =>
      svc.setDescription(db(), user.userId, params.folderId, body),
    ),
  );

  api.delete(
    '/FolderApi/Delete/:id',
    { summary: 'Deletes my folder, its resources list and its shares (owner only)', params: folderIdPathSchema },
    asUser(async (user, { params: { id } }) => {
      await svc.deleteFolder(db(), user.userId, id);
      return { id, deleted: true };
    }),
  );

  api.put(
    '/FolderApi/UpdateResourceInFolders',
    {
      summary:
        'Adds / removes a resource to / from folders I own or edit (403 NO_EDIT_PERMISSION for a read-only one, 404 for one unknown to me; nothing changed then)',
      body: updateResourceInFoldersSchema,
    },
    asUser(async (user, { body }): Promise<FolderWithFlag[]> => {
      await bodyResource(db(), user, body.resourceId);
      await svc.updateResourceInFolders(db(), user.userId, body.resourceId, body.folders);
      return flags(user, body.resourceId);
    }),
  );

  api.delete(
    '/FolderApi/:folderId/Resource/:resourceId',
    {
      summary: 'Removes a resource from a folder I own or edit (404 RESOURCE_NOT_IN_FOLDER when it is not there)',
      params: folderResourceParamsSchema,
    },
    asUser(async (user, { params: { folderId, resourceId } }) => {
      await svc.removeResource(db(), user.userId, folderId, resourceId);
      return svc.folderInfo(db(), user.userId, folderId);
    }),
  );

  api.delete(
    '/FolderApi/RemoveFromAllFolders/:id',
    {
      summary: 'Removes a resource from every folder I own or edit; answers my folders flagged as ResourceInFolders',
      params: idParamSchema,
    },
    asUser(async (user, { params: { id } }): Promise<FolderWithFlag[]> => {
      await visibleResource(db(), user, id);
      await svc.removeFromAllFolders(db(), user.userId, id);
      return flags(user, id);
    }),
  );

  api.put(
    '/FolderApi/:folderId/OrderResources',
    {
      summary:
        "Puts the folder's resources in the given order (a permutation of them, else 400 ORDER_NOT_PERMUTATION); owner or editor; safe under concurrent edits",
      params: folderIdParamSchema,
      body: orderResourcesSchema,
    },
    asUser(async (user, { params: { folderId }, body }, req): Promise<FolderDetail> => {
      await svc.orderResources(db(), user.userId, folderId, body.resourceIds);
      return svc.folderDetail(db(), user, folderId, localeOf(req));
    }),
  );

  api.put(
    '/FolderApi/:id/EditPermission',
    {
      summary:
        'May I edit this folder? 200 for its owner or an editor; 403 NO_EDIT_PERMISSION ("You don\'t have editing permission") for a viewer',
      params: folderIdPathSchema,
    },
    asUser(async (user, { params: { id } }): Promise<EditPermissionResult> => {
      const permission = await svc.requireAccess(db(), user.userId, id, 'edit');
      return { folderId: id, permission: permission as 'Owner' | 'Edit', canEdit: true };
    }),
  );

  api.get(
    '/FolderApi/GetUsers',
    {
      summary:
        'Colleagues of my school network I can share with (?search by name or email); with ?folderId (mine) each one’s permission on it',
      query: folderUsersQuerySchema,
    },
    asUser(async (user, { query: { folderId, search } }): Promise<FolderUser[]> => {
      if (folderId) await svc.requireAccess(db(), user.userId, folderId, 'owner');
      return svc.shareableUsers(db(), user, folderId, search);
    }),
  );

  api.get(
    '/FolderApi/UserPermissions',
    {
      summary: 'Who has access to the folder and how (the owner first); for anyone with access',
      query: userPermissionsQuerySchema,
    },
    asUser(async (user, { query: { folderId } }): Promise<FolderUserPermission[]> => {
      await svc.requireAccess(db(), user.userId, folderId, 'read');
      return svc.userPermissions(db(), folderId);
    }),
  );

  api.put(
    '/FolderApi/UpdatePermissions',
    {
      summary:
        'Owner only: changes (Read / Edit) or removes (removedUserIds) the access of the users the folder is shared with; 400 INVALID_PERMISSION | USER_NOT_SHARED, nothing changed',
      body: updatePermissionsSchema,
    },
    asUser(async (user, { body }): Promise<FolderUserPermission[]> => {
      await svc.updatePermissions(db(), user.userId, body.folderId, body.userPermissions, body.removedUserIds);
      return svc.userPermissions(db(), body.folderId);
    }),
  );

  api.post(
    '/FolderApi/Share',
    {
      summary:
        'Owner only: shares the folder with colleagues of my school network as viewer (Read) or editor (Edit) and emails them a link (403 NOT_COLLEAGUE, nothing written or sent)',
      body: shareFolderSchema,
    },
    asUser(async (user, { body }): Promise<ShareFolderResult> => {
      const recipients = shareRecipients(body);
      await svc.grant(db(), user, body.folderId, recipients);
      const folder = await svc.folderInfo(db(), user.userId, body.folderId);
      const sent = await sendShareEmails(
        app,
        user,
        recipients.map((r) => r.userId),
        { itemType: 'folder', itemName: folder.name, link: `${publicOrigin(app)}/folders/${body.folderId}` },
      );
      return { sent, userPermissions: await svc.userPermissions(db(), body.folderId) };
    }),
  );
}
