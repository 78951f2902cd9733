import { ValidationError } from 'yup';
import { CONFIGURATION_VALIDATION } from './configuration-messages';
import { smtpTestAddressSchema, systemConfigurationSchema } from './system-configuration';

const V = CONFIGURATION_VALIDATION;

const valid = {
  CompanyName: 'Portal',
  ApplicationUrl: 'https://portal.test',
  SmtpAddress: 'smtp.portal.test',
  SmtpPort: '587',
  SmtpUseUser: false,
  SmtpUser: '',
  SmtpPassword: '',
  RegistrationRequestEmail: 'registrations@portal.test',
  FromAddress: 'no-reply@portal.test',
  FromAddressName: 'Portal',
  ReceiptBcc: '',
  CcpdfUrl: 'https://x.test/cc.pdf',
  CcvideoUrl: 'https://x.test/cc',
  EcpdfUrl: 'https://x.test/ec.pdf',
  EcvideoUrl: 'https://x.test/ec',
};

function errorsOf(values: object, passwordStored = false): Record<string, string> {
  try {
    systemConfigurationSchema.validateSync({ ...valid, ...values }, { abortEarly: false, context: { passwordStored } });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // The first message of each field, as the form shows it.
    const errors: Record<string, string> = {};
    for (const e of error.inner) errors[e.path ?? ''] ??= e.message;
    return errors;
  }
}

describe('system configuration (docs/product/configuration-and-mail.md#configuration-validation)', () => {
  it('accepts a complete configuration, the port typed or as a number', () => {
    expect(errorsOf({})).toEqual({});
    expect(systemConfigurationSchema.validateSync({ ...valid, SmtpPort: 587 }).SmtpPort).toBe('587');
  });

  it('requires the general fields, the mail server and the instruction links, each with its message', () => {
    const blank = Object.fromEntries(['CompanyName', 'ApplicationUrl', 'SmtpAddress', 'SmtpPort', 'CcvideoUrl', 'CcpdfUrl', 'EcvideoUrl', 'EcpdfUrl'].map((k) => [k, '']));
    expect(errorsOf(blank)).toEqual({
      CompanyName: V.companyName,
      ApplicationUrl: V.applicationUrl,
      SmtpAddress: V.smtpAddress,
      SmtpPort: V.smtpPort,
      CcvideoUrl: V.ccvideoUrl,
      CcpdfUrl: V.ccpdfUrl,
      EcvideoUrl: V.ecvideoUrl,
      EcpdfUrl: V.ecpdfUrl,
    });
  });

  it.each(['abc', '0', '65536', '25.5', ' '])('refuses the port %s', (port) => {
    expect(errorsOf({ SmtpPort: port })).toEqual({ SmtpPort: V.smtpPort });
  });

  it('needs valid addresses for registration requests and the sender; the Bcc may be empty', () => {
    expect(errorsOf({ RegistrationRequestEmail: 'nope', FromAddress: '', ReceiptBcc: 'x@' })).toEqual({
      RegistrationRequestEmail: V.registrationRequestEmail,
      FromAddress: V.fromAddress,
      ReceiptBcc: V.receiptBcc,
    });
  });

  it('needs the user and the password with SmtpUseUser, unless a password is stored', () => {
    expect(errorsOf({ SmtpUseUser: true })).toEqual({ SmtpUser: V.smtpUser, SmtpPassword: V.smtpPassword });
    expect(errorsOf({ SmtpUseUser: true, SmtpUser: 'mailer' }, true)).toEqual({});
    expect(errorsOf({ SmtpUseUser: false, SmtpUser: '' })).toEqual({});
  });

  it('checks the SMTP test address', () => {
    expect(() => smtpTestAddressSchema.validateSync({ testEmail: 'nobody' })).toThrow(V.testEmail);
    expect(() => smtpTestAddressSchema.validateSync({ testEmail: '' })).toThrow(V.testEmail);
    expect(smtpTestAddressSchema.validateSync({ testEmail: ' a@portal.test ' }).testEmail).toBe('a@portal.test');
  });
});
