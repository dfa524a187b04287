/** Krea lists: contents of the caller's group, the authors one may add, the school group's users and the dashboard's resources. */
import type { FastifyInstance } from 'fastify';
import {
  contentListQuerySchema,
  kreaResourceListQuerySchema,
  localeQuerySchema,
  schoolGroupUsersQuerySchema,
} from '@platform/contracts';
import { route } from '../../http/route';
import { localeOf, userOf } from '../../http/request';
import * as svc from './service';
import { B, TAG, type KreaCtx } from './routes-context';

export function registerListRoutes(app: FastifyInstance, ctx: KreaCtx): void {
  const { gate, db } = ctx;
  // 14. GET (base) list
  app.get(
    B,
    route(
      {
        ...gate,
        doc: {
          summary:
            'My contents by state (approved = published, hidden = drafts, inReview) and ownership (own / collaborations); approvers also see what waits for their review',
          tags: TAG,
          auth: true,
          query: contentListQuerySchema,
        },
      },
      async (req, input) => {
        const q = input.query;
        return svc.listContents(
          db(),
          userOf(req),
          q.status,
          q.ownership,
          q.locale ?? localeOf(req),
          q.pageNumber,
          q.pageSize,
        );
      },
    ),
  );

  // 15. GET AvailableAuthors
  app.get(
    `${B}/AvailableAuthors`,
    route(
      {
        ...gate,
        doc: {
          summary: 'Authors of my school network I can invite as collaborators',
          tags: TAG,
          auth: true,
          query: localeQuerySchema,
        },
      },
      async (req, input) => svc.availableAuthors(db(), userOf(req)),
    ),
  );

  // collaborator selection (krea.md §7 "Other")
  app.get(
    '/AccountApi/GetAllUsersFromSchoolGroup',
    route(
      {
        ...gate,
        doc: {
          summary:
            'Krea users (author, approving author, admin; licence and terms): the active users of my school group (my school without a group), me excluded, ?text by name or email, at most 200; canCollaborate marks the ones I may invite',
          tags: ['AccountApi', ...TAG],
          auth: true,
          query: schoolGroupUsersQuerySchema,
        },
      },
      async (req, input) => {
        const q = input.query;
        return svc.schoolGroupUsers(db(), userOf(req), q.text || undefined);
      },
    ),
  );

  // dashboard resource lists
  app.get(
    '/krea/Resource',
    route(
      {
        ...gate,
        doc: {
          summary:
            'Krea resources: owner=true mine (own or shared with me), owner=false published ones of my school network, inReview=true those waiting for review (an approver: of my network; else mine); data + totalCount, 6 from page 0',
          tags: TAG,
          auth: true,
          query: kreaResourceListQuerySchema,
        },
      },
      async (req, input) => {
        const q = input.query;
        return svc.listResources(
          db(),
          userOf(req),
          q.owner === 'true',
          q.locale ?? localeOf(req),
          q.pageNumber,
          q.pageSize,
          q.text || undefined,
          q.inReview === 'true',
        );
      },
    ),
  );
}
