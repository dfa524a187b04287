/**
 * Text matching and ranking in PostgreSQL: the GIN indexes of the narrow explore_text table (0011) give the matching
 * ids; ts_rank on the title vector plus a title-contains boost orders the best title matches.
 */
import type { Db } from '../../db/types';
import type { ExploreLocale } from '@platform/contracts';
import { parseIds } from './evaluate';
import { cachedValue, cachesOf } from './cache';
import { likeOf, tsq } from './filter';

/**
 * Ids of the text matches of one UI locale (any visibility, any filter): `body` = anywhere in the version, `title` = in the
 * title (+ question). One bitmap scan of explore_text each; the ids travel as one string (cheap to parse).
 */
export async function textMatches(
  db: Db,
  q: string,
  locale: ExploreLocale,
  kind: 'body' | 'title',
): Promise<Int32Array> {
  return cachedValue(cachesOf(db).text, `${kind}:${locale}:${q}`, 1000, async () => {
    const col = kind === 'body' ? 'tsv' : 'title_tsv';
    const { rows } = await db.query<{ ids: string | null }>(
      `SELECT string_agg(t.resource_id::text, ',') AS ids FROM explore_text t WHERE t.ui_locale = '${locale}' AND t.${col} @@ ${tsq(locale, '$1')}`,
      [q],
    );
    return parseIds(rows[0]?.ids);
  });
}

/** The relevance score of some resources for a query: ts_rank on the title (+ question) plus 1 when the title contains the text. */
export async function titleScores(
  db: Db,
  q: string,
  text: string,
  locale: ExploreLocale,
  ids: number[],
): Promise<Map<number, number>> {
  const { rows } = await db.query<{ resource_id: number; score: number }>(
    `SELECT s.resource_id, ts_rank(s.title_tsv, ${tsq(locale, '$1')}) + CASE WHEN s.title_folded LIKE $3 THEN 1.0 ELSE 0 END AS score
       FROM explore_search s WHERE s.ui_locale = '${locale}' AND s.resource_id = ANY($2::int[])`,
    [q, ids, likeOf(text)],
  );
  return new Map(rows.map((r) => [Number(r.resource_id), Number(r.score)]));
}
