import { api } from 'shared';

/** POST /api/register/{id}/completed: the request is done once its user exists; it leaves the open list. */
export async function completeRegistrationRequest(id: number, userId: number): Promise<void> {
  await api.post(`/register/${id}/completed`, { UserId: userId });
}
