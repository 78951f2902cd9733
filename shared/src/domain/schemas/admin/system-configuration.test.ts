import { ValidationError } from 'yup';
import { AUTOPAY_NOTICE_DAYS_DEFAULT } from '../../rules/autopay';
import { CONFIGURATION_VALIDATION } from './configuration-messages';
import { smtpServerKey, smtpTestAddressSchema, systemConfigurationSchema } from './system-configuration';

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

function errorsOf(values: object, passwordStored = false, passwordServer?: string): Record<string, string> {
  try {
    systemConfigurationSchema.validateSync({ ...valid, ...values }, { abortEarly: false, context: { passwordStored, passwordServer } });
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

  it('asks for the stored password again for another mail server or port', () => {
    const stored = smtpServerKey('smtp.portal.test', 587);
    expect(errorsOf({ SmtpUseUser: true, SmtpUser: 'mailer', SmtpAddress: ' SMTP.Portal.test ' }, true, stored)).toEqual({});
    expect(errorsOf({ SmtpUseUser: true, SmtpUser: 'mailer', SmtpPort: '2525' }, true, stored)).toEqual({ SmtpPassword: V.smtpPasswordAgain });
    expect(errorsOf({ SmtpUseUser: true, SmtpUser: 'mailer', SmtpAddress: 'evil.example' }, true, stored)).toEqual({ SmtpPassword: V.smtpPasswordAgain });
    expect(errorsOf({ SmtpUseUser: true, SmtpUser: 'mailer', SmtpAddress: 'evil.example', SmtpPassword: 'typed' }, true, stored)).toEqual({});
  });

  it.each([
    ['ApplicationUrl', 'javascript:alert(1)', V.applicationUrlInvalid],
    ['ApplicationUrl', 'JaVaScRiPt:alert(1)', V.applicationUrlInvalid],
    ['ApplicationUrl', 'data:text/html,x', V.applicationUrlInvalid],
    ['ApplicationUrl', 'portal.example', V.applicationUrlInvalid],
    ['ApplicationUrl', '//portal.example', V.applicationUrlInvalid],
    ['ApplicationUrl', 'https://portal.example/#x', V.applicationUrlInvalid],
    ['ApplicationUrl', 'https://portal.example?x=1', V.applicationUrlInvalid],
    ['ApplicationUrl', 'https://a@portal.example', V.applicationUrlInvalid],
    ['ApplicationUrl', 'https://portal.exa mple', V.applicationUrlInvalid],
    ['ApplicationUrl', 'https://portal.example/\u200b', V.applicationUrlInvalid],
    ['CcvideoUrl', 'vbscript:x', V.ccvideoUrlInvalid],
    ['CcpdfUrl', 'file:///etc/passwd', V.ccpdfUrlInvalid],
    ['EcvideoUrl', 'http://', V.ecvideoUrlInvalid],
    ['EcpdfUrl', '/ec.pdf', V.ecpdfUrlInvalid],
  ])('refuses %s = %j', (field, value, message) => {
    expect(errorsOf({ [field]: value })).toEqual({ [field]: message });
  });

  it('takes absolute http(s) addresses, with a path, and a query in an instruction link', () => {
    expect(errorsOf({ ApplicationUrl: 'https://portal.example/billing/', CcvideoUrl: 'https://v.example/watch?v=1#t=3', EcpdfUrl: 'HTTP://files.example:8443/ec.pdf' })).toEqual({});
  });

  it('defaults the AutoPay settings for a body from before AutoPay, and trims the agreement', () => {
    const cast = systemConfigurationSchema.validateSync(valid);
    expect([cast.AutopayAgreement, cast.AutopayNoticeDays]).toEqual(['', String(AUTOPAY_NOTICE_DAYS_DEFAULT)]);
    const typed = systemConfigurationSchema.validateSync({ ...valid, AutopayAgreement: '  Our terms.\n\nMore.  ', AutopayNoticeDays: 14 });
    expect([typed.AutopayAgreement, typed.AutopayNoticeDays]).toEqual(['Our terms.\n\nMore.', '14']);
    expect(errorsOf({ AutopayNoticeDays: ' 1 ' })).toEqual({});
  });

  it.each(['0', '15', 'x', '', '2.5', '-3', 0, 15])('refuses the AutoPay notice days %j', (days) => {
    expect(errorsOf({ AutopayNoticeDays: days })).toEqual({ AutopayNoticeDays: V.autopayNoticeDays });
  });

  it('checks the SMTP test address', () => {
    expect(() => smtpTestAddressSchema.validateSync({ testEmail: 'nobody' })).toThrow(V.testEmail);
    expect(() => smtpTestAddressSchema.validateSync({ testEmail: '' })).toThrow(V.testEmail);
    expect(smtpTestAddressSchema.validateSync({ testEmail: ' a@portal.test ' }).testEmail).toBe('a@portal.test');
  });
});
