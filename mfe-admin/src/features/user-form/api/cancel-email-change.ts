import { api } from 'shared';

/** DELETE /api/users/{UserId}/email-change: ends a change of e-mail address that waits for its link. A refusal's Message is shown. */
export async function cancelEmailChange(userId: number): Promise<void> {
  await api.delete(`/users/${userId}/email-change`, { skipErrorToast: true });
}
