/**
 * Paths pino replaces with '[redacted]' in every log line: the SMTP password (write-only, docs/product/configuration-and-mail.md#configuration-page)
 * and passwords in general, wherever an object that carries one is logged, up to two levels deep.
 */
export const LOG_REDACTION = {
  paths: [
    'SmtpPassword',
    '*.SmtpPassword',
    '*.*.SmtpPassword',
    'password',
    '*.password',
    '*.*.password',
    'pass',
    '*.pass',
    '*.*.pass',
    'req.headers.authorization',
    'req.headers.cookie',
  ],
  censor: '[redacted]',
};
