import { api, type SystemConfigurationUpdate, type SystemConfigurationView } from 'shared';

/** PUT /api/configuration: saves every field; a blank SmtpPassword keeps the stored one. */
export async function saveConfiguration(body: SystemConfigurationUpdate): Promise<SystemConfigurationView> {
  const { data } = await api.put<SystemConfigurationView>('/configuration', body, { skipErrorToast: true });
  return data;
}
