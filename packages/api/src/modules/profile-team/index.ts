/**
 * Profile, school, school group, team and sharing groups (spec platform §7 AccountApi Edit / AuthorProfile /
 * InviteUser / ResendInvitation, SchoolApi, SchoolGroupApi, SharingGroupApi; §5 rules; §6 who may; §8 messages).
 * Every input is validated with the zod schemas of @platform/contracts (profile.ts); roles are read fresh from the
 * database (./access.ts). Who may do what:
 *
 * | call | teacher | manager | admin |
 * |---|---|---|---|
 * | AccountApi Edit, AuthorProfile (author only), ProfileExtras | own | own | own |
 * | AccountApi ConfirmEmailChange | whoever holds the link mailed to the new address (public, limited per client) |
 * | SchoolApi GET {id}, GetUsersStatusBySchool | own school | own school | group's schools |
 * | SchoolApi PUT {id}, RemoveMembers, EditUser; InviteUser, ResendInvitation | 403 | own school (teachers only) | group's schools |
 * | SchoolGroupApi GET {id}, AssociatedSchools, SchoolsWithCourses | own group | own group | own group |
 * | SchoolGroupApi PUT {id} | 403 | 403 | own group |
 * | SharingGroupApi * | own groups; members are colleagues of the school network (else 403 NOT_COLLEAGUE) |
 */
import type { FastifyInstance } from 'fastify';
import { registerSchoolMove } from './school-move';
import { contextOf } from './routes-context';
import { registerProfileRoutes } from './routes-profile';
import { registerSchoolRoutes } from './routes-school';
import { registerInvitationRoutes } from './routes-invitations';
import { registerGroupRoutes } from './routes-group';
import { registerSharingRoutes } from './routes-sharing';

export default async function profileTeam(app: FastifyInstance): Promise<void> {
  const ctx = contextOf(app);
  registerSchoolMove(app);
  registerProfileRoutes(app, ctx);
  registerSchoolRoutes(app, ctx);
  registerInvitationRoutes(app, ctx);
  registerGroupRoutes(app, ctx);
  registerSharingRoutes(app, ctx);
}
