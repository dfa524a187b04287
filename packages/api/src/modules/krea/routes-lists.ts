/** Krea lists: contents of the caller's group, the authors one may add, the school group's users and the dashboard's resources. */
import {
  contentListQuerySchema,
  kreaResourceListQuerySchema,
  localeQuerySchema,
  schoolGroupUsersQuerySchema,
} from '@platform/contracts';
import { userOf } from '../../http/request';
import * as svc from './service';
import { B, TAG, type KreaCtx } from './routes-context';
import { asCaller } from '../../http/route';

export function registerListRoutes(ctx: KreaCtx): void {
  const { db, api } = ctx;
  // 14. GET (base) list
  api.get(
    B,
    {
      summary:
        'My contents by state (approved = published, hidden = drafts, inReview) and ownership (own / collaborations); approvers also see what waits for their review',
      query: contentListQuerySchema,
    },
    asCaller(({ user, locale }, { query: q }) =>
      svc.listContents(db(), user, q.status, q.ownership, q.locale ?? locale, q.pageNumber, q.pageSize),
    ),
  );

  // 15. GET AvailableAuthors
  api.get(
    `${B}/AvailableAuthors`,
    { summary: 'Authors of my school network I can invite as collaborators', query: localeQuerySchema },
    async (req, input) => svc.availableAuthors(db(), userOf(req)),
  );

  // collaborator selection (krea.md §7 "Other")
  api.get(
    '/AccountApi/GetAllUsersFromSchoolGroup',
    {
      tags: ['AccountApi', ...TAG],
      summary:
        'Krea users (author, approving author, admin; licence and terms): the active users of my school group (my school without a group), me excluded, ?text by name or email, at most 200; canCollaborate marks the ones I may invite',
      query: schoolGroupUsersQuerySchema,
    },
    async (req, input) => {
      const q = input.query;
      return svc.schoolGroupUsers(db(), userOf(req), q.text || undefined);
    },
  );

  // dashboard resource lists
  api.get(
    '/krea/Resource',
    {
      summary:
        'Krea resources: owner=true mine (own or shared with me), owner=false published ones of my school network, inReview=true those waiting for review (an approver: of my network; else mine); data + totalCount, 6 from page 0',
      query: kreaResourceListQuerySchema,
    },
    asCaller(({ user, locale }, { query: q }) => {
      const [owner, inReview] = [q.owner === 'true', q.inReview === 'true'];
      return svc.listResources(
        db(),
        user,
        owner,
        q.locale ?? locale,
        q.pageNumber,
        q.pageSize,
        q.text || undefined,
        inReview,
      );
    }),
  );
}
