import type { SystemConfigurationUpdate, SystemConfigurationView } from 'shared';

/** The form holds what is typed: the port as text, the password always blank at first (write-only). */
export type ConfigurationFormValues = Omit<SystemConfigurationUpdate, 'SmtpPort' | 'LoginUseBackgroundImage'> & {
  SmtpPort: string;
  LoginUseBackgroundImage: boolean;
};

export function formValuesOf(view: SystemConfigurationView): ConfigurationFormValues {
  const { SmtpPasswordSet: _set, ...rest } = view;
  return { ...rest, SmtpPort: String(view.SmtpPort), SmtpPassword: '', LoginUseBackgroundImage: view.LoginUseBackgroundImage ?? true };
}
