/**
 * SharingGroupApi: my sharing groups of colleagues (spec platform §7).
 * Split out of index.ts (behaviour unchanged); who may do what: see index.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  createSharingGroupSchema,
  editSharingGroupSchema,
  getByOwnerQuerySchema,
  groupIdParamSchema,
  localeQuerySchema,
  sharingGroupMembersSchema,
  type SharingGroupDto,
} from '@platform/contracts';
import { ApiError } from '../../http/errors';
import { router } from '../../http/route';
import { colleaguesOf } from '../resources/public';
import { SHARING, type Ctx } from './routes-context';
import * as store from './sharing-store';

export function registerSharingRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  // ---------------------------------------------------------------- sharing groups
  /** 404 for a group that does not exist or is someone else's (a stranger learns nothing). */
  async function ownGroup(req: FastifyRequest, groupId: number): Promise<SharingGroupDto> {
    const g = await store.sharingGroup(db(), groupId);
    if (!g || g.ownerId !== req.user!.userId)
      throw ApiError.notFound('Sharing group not found', 'SHARING_GROUP_NOT_FOUND');
    return g;
  }
  async function checkColleagues(req: FastifyRequest, userIds: number[]): Promise<void> {
    if (!userIds.length) return;
    const colleagues = new Set((await colleaguesOf(db(), req.user!)).map((c) => c.userId));
    const outside = userIds.filter((u) => !colleagues.has(u));
    if (outside.length)
      throw ApiError.forbidden('Sharing groups hold colleagues of your school network only', 'NOT_COLLEAGUE');
  }
  async function checkNameFree(ownerId: number, name: string, except?: number): Promise<void> {
    if (await store.nameTaken(db(), ownerId, name, except))
      throw new ApiError(409, 'SHARING_GROUP_NAME_REPEATED', 'You have already used that name, try another one.');
  }
  const groupPath = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
  const api = router(app, { tags: SHARING, auth: true });

  api.post(
    '/SharingGroupApi/Create',
    {
      summary:
        'Creates my sharing group with colleagues of my school network (403 NOT_COLLEAGUE; 409 SHARING_GROUP_NAME_REPEATED)',
      body: createSharingGroupSchema,
    },
    async (req, input, reply) => {
      const b = input.body;
      const userIds = [...new Set(b.userSharingGroups.map((m) => m.userId))];
      await checkColleagues(req, userIds);
      await checkNameFree(req.user!.userId, b.name);
      const id = await store.createGroup(db(), req.user!.userId, b.name, userIds);
      reply.code(201);
      return store.sharingGroup(db(), id);
    },
  );
  api.get(
    '/SharingGroupApi/GetByOwner',
    { summary: 'My sharing groups with their members (?ownerId must be me)', query: getByOwnerQuerySchema },
    async (req, input) => {
      const q = input.query;
      if (q.ownerId !== undefined && q.ownerId !== req.user!.userId)
        throw ApiError.forbidden('You can only list your own sharing groups');
      const ids = await store.groupIdsOf(db(), req.user!.userId);
      return (await Promise.all(ids.map((id) => store.sharingGroup(db(), id)))).filter(Boolean);
    },
  );
  api.get(
    '/SharingGroupApi/:id',
    { summary: 'One of my sharing groups', params: groupPath, query: localeQuerySchema },
    async (req, input) => {
      const { id } = input.params;
      return ownGroup(req, id);
    },
  );
  /** A change to my sharing group `groupId` (404 when not mine), answered with the group as it is then. */
  const groupChange = <B extends z.ZodType>(
    url: string,
    summary: string,
    body: B,
    change: (req: FastifyRequest, groupId: number, b: z.output<B>) => Promise<void>,
  ) =>
    api.put(url, { summary, params: groupIdParamSchema, body }, async (req, input) => {
      const { groupId } = input.params;
      await ownGroup(req, groupId);
      await change(req, groupId, input.body as z.output<B>);
      return store.sharingGroup(db(), groupId);
    });
  groupChange(
    '/SharingGroupApi/:groupId/Edit',
    'Renames my sharing group',
    editSharingGroupSchema,
    async (req, groupId, b) => {
      await checkNameFree(req.user!.userId, b.name, groupId);
      await store.renameGroup(db(), groupId, b.name);
    },
  );
  api.delete(
    '/SharingGroupApi/:id',
    { summary: 'Deletes my sharing group (what was shared with it stays shared)', params: groupPath },
    async (req, input) => {
      const { id } = input.params;
      await ownGroup(req, id);
      await store.deleteGroup(db(), id);
      return { id, deleted: true };
    },
  );
  groupChange(
    '/SharingGroupApi/:groupId/AddMembers',
    'Adds colleagues of my school network to my sharing group (403 NOT_COLLEAGUE, nothing added)',
    sharingGroupMembersSchema,
    async (req, groupId, b) => {
      await checkColleagues(req, b.userIds);
      await store.addMembers(db(), groupId, b.userIds);
    },
  );
  groupChange(
    '/SharingGroupApi/:groupId/RemoveMembers',
    'Removes members from my sharing group',
    sharingGroupMembersSchema,
    (req, groupId, b) => store.removeMembers(db(), groupId, b.userIds),
  );
}
