import { api, type SmtpTestRequest, type SmtpTestResponse } from 'shared';

/** POST /api/configuration/smtp-test: a real mail with the settings as typed; answers what happened. */
export async function testSmtp(body: SmtpTestRequest): Promise<SmtpTestResponse> {
  const { data } = await api.post<SmtpTestResponse>('/configuration/smtp-test', body, {
    skipErrorToast: true,
    // The server waits for the mail server (up to its own timeouts) before it answers.
    timeout: 60_000,
  });
  return data;
}
