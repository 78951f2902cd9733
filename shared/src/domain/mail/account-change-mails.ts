import { renderFixedMail, type RenderedMail } from './render-template';

/**
 * The mails of docs/security/account-changes.md. Fixed texts (the configuration's templates do not
 * cover them): an administrator cannot word away the warning to the old address.
 */
export const ACCOUNT_CHANGE_MAIL_SUBJECTS = {
  notice: 'The sign-in details of your account changed',
  confirmEmail: 'Confirm your new email address',
} as const;

/** One line of the notice per change, each with its {From} and {To}. */
export const ACCOUNT_CHANGE_NOTICE_LINES = {
  login: 'The User Id you log in with was changed from {From} to {To}.',
  emailRequested:
    'A change of the email address of your account from {From} to {To} was asked for. It takes effect only when the link we sent to {To} is opened. Until then, mail for your account still comes here.',
  emailChanged: 'The email address of your account is now {To}. It was {From}; mail for your account goes to the new address from now on.',
} as const;

const NOTICE_BODY = `Dear {FirstName},

{Changes}

Every password reset link and invitation sent to you before this no longer works, and your account was logged out.

If you did not expect this, contact your administrator at once: someone may be trying to take over your account.

{CompanyName}`;

const CONFIRM_BODY = `Dear {FirstName},

please confirm {Email} as the new email address of your {CompanyName} portal account (User Id {Login}) by opening this link within {Days} days:

{Link}

Until you do, the account keeps its current address. If you did not expect this mail, ignore it.

{CompanyName}`;

export type AccountChangeKind = keyof typeof ACCOUNT_CHANGE_NOTICE_LINES;

export interface AccountChange {
  kind: AccountChangeKind;
  from: string;
  to: string;
}

export interface AccountChangeNotice {
  firstName: string;
  companyName: string;
  changes: readonly AccountChange[];
}

const fill = (line: string, values: Record<string, string>) => line.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The notice to the old address: what changed, that old links ended, whom to tell. */
export function renderAccountChangeNotice(notice: AccountChangeNotice): RenderedMail & { subject: string } {
  const changes = notice.changes.map((c) => fill(ACCOUNT_CHANGE_NOTICE_LINES[c.kind], { From: c.from, To: c.to })).join('\n\n');
  return {
    subject: ACCOUNT_CHANGE_MAIL_SUBJECTS.notice,
    ...renderFixedMail(NOTICE_BODY, { FirstName: notice.firstName, Changes: changes, CompanyName: notice.companyName }),
  };
}

export interface EmailChangeConfirmation {
  firstName: string;
  companyName: string;
  login: string;
  email: string;
  link: string;
  days: number;
}

/** The mail to the new address, with the link that makes the change take effect. */
export function renderEmailChangeConfirmation(mail: EmailChangeConfirmation): RenderedMail & { subject: string } {
  return {
    subject: ACCOUNT_CHANGE_MAIL_SUBJECTS.confirmEmail,
    ...renderFixedMail(CONFIRM_BODY, {
      FirstName: mail.firstName,
      CompanyName: mail.companyName,
      Login: mail.login,
      Email: mail.email,
      Link: mail.link,
      Days: String(mail.days),
    }),
  };
}
