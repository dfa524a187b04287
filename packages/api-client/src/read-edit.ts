/**
 * An item read and edited by id (SchoolApi, SchoolGroupApi): its own module, so that only the groups that use it bundle
 * it.
 */
import { apiClient } from '@platform/api-client';

/** GET {base}/{id} and its PUT (silent: the edit screen shows its own errors), both answering the item. */
export const readAndEdit = <T, B>(base: string) => ({
  byId: (id: number) => apiClient.get<T>(`${base}/${id}`).then((r) => r.data),
  update: (id: number, body: B) => apiClient.put<T>(`${base}/${id}`, body, { silent: true }).then((r) => r.data),
});
