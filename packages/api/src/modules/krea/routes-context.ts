/** What every route file of the Krea module shares: the Krea gate, the database, the content of the path and the review notices. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deleteContentQuerySchema, kreaIdParamSchema, type ExploreLocale } from '@platform/contracts';
import { parse } from '../../http/validate';
import { router, scoped, type Scoped } from '../../http/route';
import { ApiError } from '../../http/errors';
import type { AuthUser } from '../../http/context';
import type { Db } from '../../db/types';
import { localeOf, userOf } from '../../http/request';
import { sendReviewNotice } from './notify';
import { titleOf } from './store-common';
import { kreaGate, requireLevel, type Need } from './access';
import * as svc from './service';

export const TAG = ['krea'];
export const B = '/krea/EducationalProgram';

export type KreaCtx = ReturnType<typeof kreaContext>;

export function kreaContext(app: FastifyInstance) {
  const gate = { preHandler: [app.authenticate, kreaGate(app)] };
  const db = () => app.db;
  /** the content of the path, checked for `need`; answers id, user and level */
  const content = async (req: FastifyRequest, need: Need, lock = false) => {
    const user = userOf(req);
    const { id } = parse(kreaIdParamSchema, req.params);
    const level = await requireLevel(db(), user, id, need, lock);
    return { id, user, level };
  };
  const api = router(app, { tags: TAG, auth: true, preHandler: gate.preHandler });
  /** routes on the content of the path (`${B}/:id…`), each checked for the level it needs */
  const on = scoped(api, `${B}/:id`, kreaIdParamSchema, (req, need: Need) => content(req, need));
  const view = async (req: FastifyRequest, id: number, locale?: ExploreLocale) => {
    const user = userOf(req);
    const level = await requireLevel(db(), user, id, 'read');
    return svc.loadContent(db(), user, id, level, locale ?? localeOf(req));
  };

  /**
   * Targeted notifications of the review workflow (notification hub push, only to the targets; docs/decisions/0036):
   * a language sent to review → the approving authors / admins of the content's school group; approved or sent back
   * with a comment → the content's owner and collaborators. The one who acted is not told.
   */
  async function notifyReview(
    id: number,
    locale: ExploreLocale,
    event: 'submitted' | 'approved' | 'returned',
    actor: number,
    comment?: string,
  ): Promise<number[]> {
    const users =
      event === 'submitted' ? await svc.approversToNotify(db(), id, actor) : await svc.authorsToNotify(db(), id, actor);
    if (!users.length) return users;
    await sendReviewNotice(
      app,
      users,
      'content',
      event,
      await titleOf(db(), 'program', id, locale),
      locale,
      comment,
      id,
    );
    return users;
  }
  return { gate, db, api, on, content, view, notifyReview };
}

/**
 * DELETE {id}[?locale&onlyLocale=true] of a Krea content or resource (owner only): the whole of it, or one language
 * (the last one deletes it); `remove` answers whether it is gone.
 */
export function deleteRoute<N extends string>(
  on: Scoped<N | 'owner', { id: number; user: AuthUser }, typeof kreaIdParamSchema>,
  noun: 'content' | 'resource',
  db: () => Db,
  remove: (db: Db, user: AuthUser, id: number, locale?: ExploreLocale) => Promise<boolean>,
): void {
  on.delete(
    '',
    {
      need: 'owner',
      summary: `Owner only: deletes the ${noun}, or with ?locale&onlyLocale=true one language (the last one deletes the ${noun})`,
      query: deleteContentQuerySchema,
    },
    async ({ id, user }, { query: q }) => {
      if (q.onlyLocale === 'true' && !q.locale)
        throw ApiError.badRequest('locale: required with onlyLocale', [{ path: 'locale', message: 'required' }]);
      const deleted = await remove(db(), user, id, q.onlyLocale === 'true' ? q.locale : undefined);
      return { id, deleted };
    },
  );
}
