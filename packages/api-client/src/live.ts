/**
 * LiveClassApi (issue 33, packages/contracts/src/live.ts): a teacher starts and ends a live class of a resource's class
 * and reopens its summary; anybody reads what a join code leads to. The realtime part is the hub /liveClassHub.
 */
import { apiClient } from '@platform/api-client';
import type { LiveJoinInfoDto, LiveSessionDto, LiveStartBody, LiveSummaryDto } from '@platform/contracts';

const L = '/LiveClassApi';

/** POST /LiveClassApi/Start: a session for one class of a resource (teacher with access to it). */
export const start = (body: LiveStartBody, opts: { silent?: boolean } = {}) =>
  apiClient.post<LiveSessionDto>(`${L}/Start`, body, opts).then((r) => r.data);
/** POST /LiveClassApi/{id}/End: ends the class (registers it as used content) and answers its summary. */
export const end = (id: number, opts: { silent?: boolean } = {}) =>
  apiClient.post<LiveSummaryDto>(`${L}/${id}/End`, {}, opts).then((r) => r.data);
/** GET /LiveClassApi/{id}/Summary: the summary kept after the class. */
export const summary = (id: number, opts: { silent?: boolean } = {}) =>
  apiClient.get<LiveSummaryDto>(`${L}/${id}/Summary`, opts).then((r) => r.data);
/** GET /LiveClassApi/ByCode/{code} (public): the class a join code leads to; 404 for an unknown or ended code. */
export const byCode = (code: string, opts: { silent?: boolean } = {}) =>
  apiClient.get<LiveJoinInfoDto>(`${L}/ByCode/${encodeURIComponent(code)}`, opts).then((r) => r.data);
