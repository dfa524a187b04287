/** What every route file of the Krea module shares: the Krea gate, the database, the content of the path and the review notices. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { kreaIdParamSchema, type ExploreLocale } from '@platform/contracts';
import { parse } from '../../http/validate';
import { router, scoped } from '../../http/route';
import { localeOf, userOf } from '../../http/request';
import { sendReviewNotice } from './notify';
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
    await sendReviewNotice(app, users, 'content', event, await svc.titleOf(db(), id, locale), locale, comment, id);
    return users;
  }
  return { gate, db, api, on, content, view, notifyReview };
}
