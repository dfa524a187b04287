/**
 * NotificationApi (spec §7, §9 page size 5): the caller's notification cards.
 */
import { apiClient } from '@platform/api-client';
import type { NotificationCard, NotificationCardsQuery, NotificationCardsResponse } from '@platform/contracts';

type CardsQuery = Partial<Omit<NotificationCardsQuery, 'locale'>>;

/** GET /NotificationApi/Cards: newest first, paged; filters tag, search, unseen. */
export const cards = (q: CardsQuery = {}, opts: { silent?: boolean } = {}) =>
  apiClient.get<NotificationCardsResponse>('/NotificationApi/Cards', { params: q, ...opts }).then((r) => r.data);
/** GET /NotificationApi/Highlight: the highlighted ones. */
export const highlight = (q: CardsQuery = {}, opts: { silent?: boolean } = {}) =>
  apiClient.get<NotificationCardsResponse>('/NotificationApi/Highlight', { params: q, ...opts }).then((r) => r.data);
/** GET /NotificationApi/{id}: one notification (opening it marks it seen). */
export const byId = (id: number) => apiClient.get<NotificationCard>(`/NotificationApi/${id}`).then((r) => r.data);
