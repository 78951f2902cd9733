import { api } from 'shared';
import type { RegistrationRejection } from 'shared/users';

/** POST /api/register/{id}/reject: closes the request and mails the requester the reason. A refusal's Message shows in the dialog. */
export async function rejectRegistrationRequest(registrationRequestId: number, body: RegistrationRejection): Promise<void> {
  await api.post(`/register/${registrationRequestId}/reject`, body, { skipErrorToast: true });
}
