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
import type { Db } from '../../db/types';
import { ApiError } from '../../http/errors';
import { router } from '../../http/route';
import { colleaguesOf } from '../resources/sharing';
import { SHARING, type Ctx } from './routes-context';

export function registerSharingRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  // ---------------------------------------------------------------- sharing groups
  async function sharingGroup(id: number): Promise<SharingGroupDto | null> {
    const { rows } = await db().query<{ id: number; name: string; owner_id: number }>(
      'SELECT id, name, owner_id FROM sharing_groups WHERE id = $1',
      [id],
    );
    if (!rows[0]) return null;
    const m = await db().query<{
      id: number;
      name: string | null;
      surname: string | null;
      email: string;
      avatar: string | null;
      school_name: string | null;
    }>(
      `SELECT u.id, u.name, u.surname, u.email, u.avatar, s.name AS school_name FROM sharing_group_members gm JOIN users u ON u.id = gm.user_id
         LEFT JOIN schools s ON s.id = u.school_id WHERE gm.group_id = $1 AND u.deleted_at IS NULL ORDER BY lower(coalesce(u.name, u.email)), u.id`,
      [id],
    );
    return {
      id: rows[0].id,
      name: rows[0].name,
      ownerId: rows[0].owner_id,
      userSharingGroups: m.rows.map((u) => ({
        userId: u.id,
        name: [u.name, u.surname].filter(Boolean).join(' ') || u.email,
        email: u.email,
        avatar: u.avatar,
        schoolName: u.school_name,
      })),
    };
  }
  /** 404 for a group that does not exist or is someone else's (a stranger learns nothing). */
  async function ownGroup(req: FastifyRequest, groupId: number): Promise<SharingGroupDto> {
    const g = await sharingGroup(groupId);
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
  async function checkNameFree(db2: Db, ownerId: number, name: string, except?: number): Promise<void> {
    const { rows } = await db2.query(
      'SELECT 1 FROM sharing_groups WHERE owner_id = $1 AND lower(name) = lower($2) AND ($3::int IS NULL OR id <> $3)',
      [ownerId, name, except ?? null],
    );
    if (rows.length)
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
      await checkNameFree(db(), req.user!.userId, b.name);
      const id = await db().transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          'INSERT INTO sharing_groups (owner_id, name) VALUES ($1, $2) RETURNING id',
          [req.user!.userId, b.name],
        );
        if (userIds.length)
          await tx.query(
            'INSERT INTO sharing_group_members (group_id, user_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
            [rows[0].id, userIds],
          );
        return rows[0].id;
      });
      reply.code(201);
      return sharingGroup(id);
    },
  );
  api.get(
    '/SharingGroupApi/GetByOwner',
    { summary: 'My sharing groups with their members (?ownerId must be me)', query: getByOwnerQuerySchema },
    async (req, input) => {
      const q = input.query;
      if (q.ownerId !== undefined && q.ownerId !== req.user!.userId)
        throw ApiError.forbidden('You can only list your own sharing groups');
      const { rows } = await db().query<{ id: number }>(
        'SELECT id FROM sharing_groups WHERE owner_id = $1 ORDER BY lower(name), id',
        [req.user!.userId],
      );
      return (await Promise.all(rows.map((r) => sharingGroup(r.id)))).filter(Boolean);
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
  api.put(
    '/SharingGroupApi/:groupId/Edit',
    { summary: 'Renames my sharing group', params: groupIdParamSchema, body: editSharingGroupSchema },
    async (req, input) => {
      const { groupId } = input.params;
      await ownGroup(req, groupId);
      const b = input.body;
      await checkNameFree(db(), req.user!.userId, b.name, groupId);
      await db().query('UPDATE sharing_groups SET name = $2 WHERE id = $1', [groupId, b.name]);
      return sharingGroup(groupId);
    },
  );
  api.delete(
    '/SharingGroupApi/:id',
    { summary: 'Deletes my sharing group (what was shared with it stays shared)', params: groupPath },
    async (req, input) => {
      const { id } = input.params;
      await ownGroup(req, id);
      await db().query('DELETE FROM sharing_groups WHERE id = $1', [id]);
      return { id, deleted: true };
    },
  );
  api.put(
    '/SharingGroupApi/:groupId/AddMembers',
    {
      summary: 'Adds colleagues of my school network to my sharing group (403 NOT_COLLEAGUE, nothing added)',
      params: groupIdParamSchema,
      body: sharingGroupMembersSchema,
    },
    async (req, input) => {
      const { groupId } = input.params;
      await ownGroup(req, groupId);
      const b = input.body;
      await checkColleagues(req, b.userIds);
      await db().query(
        'INSERT INTO sharing_group_members (group_id, user_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
        [groupId, b.userIds],
      );
      return sharingGroup(groupId);
    },
  );
  api.put(
    '/SharingGroupApi/:groupId/RemoveMembers',
    { summary: 'Removes members from my sharing group', params: groupIdParamSchema, body: sharingGroupMembersSchema },
    async (req, input) => {
      const { groupId } = input.params;
      await ownGroup(req, groupId);
      const b = input.body;
      await db().query('DELETE FROM sharing_group_members WHERE group_id = $1 AND user_id = ANY($2::int[])', [
        groupId,
        b.userIds,
      ]);
      return sharingGroup(groupId);
    },
  );
}
