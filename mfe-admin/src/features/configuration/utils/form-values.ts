import type { SystemConfigurationUpdate, SystemConfigurationView } from 'shared';

/** The form holds what is typed: the port and the notice days as text, the password always blank at first (write-only). */
export type ConfigurationFormValues = Omit<SystemConfigurationUpdate, 'SmtpPort' | 'LoginUseBackgroundImage' | 'AutopayAgreement' | 'AutopayNoticeDays'> & {
  SmtpPort: string;
  LoginUseBackgroundImage: boolean;
  AutopayAgreement: string;
  AutopayNoticeDays: string;
};

export function formValuesOf(view: SystemConfigurationView): ConfigurationFormValues {
  const { SmtpPasswordSet: _set, ...rest } = view;
  return {
    ...rest,
    SmtpPort: String(view.SmtpPort),
    SmtpPassword: '',
    LoginUseBackgroundImage: view.LoginUseBackgroundImage ?? true,
    // The server answers both (its defaults for a configuration from before AutoPay).
    AutopayAgreement: view.AutopayAgreement ?? '',
    AutopayNoticeDays: String(view.AutopayNoticeDays ?? ''),
  };
}
