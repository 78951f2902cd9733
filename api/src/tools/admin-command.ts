import Fastify, { type FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import { LINK_LIFETIME_SECONDS, ROLE_PERMISSIONS, emailIdentifierString, isAbsoluteHttpUrl } from 'shared/server';
import { ConfigError, loadToolConfig } from '../config';
import { DataDirInUseError } from '../db/pglite-database';
import { mailerPlugin, type MailerOptions } from '../plugins/external/mailer';
import { dbPlugin } from '../plugins/external/db';
import { repositoriesPlugin } from '../repositories';
import { DEMO_LOGINS, REMOVE_DEMO_USERS_COMMAND } from '../seed/demo-guard';
import { defaultSystemConfiguration } from '../services/config/system-config-defaults';
import { smtpTestFailure } from '../services/config/smtp-test';
import { enqueueInvite } from '../services/users/invite';

/**
 * `npm run admin -- <command>` (docs/operations/deploying.md#the-first-administrator): the
 * operator's commands on the configured database, run while no API server holds an embedded one.
 */

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

  create --email <address> [--first-name <name>] [--last-name <name>] [--url <portal address>]
      Creates the first administrator (role admin, every permission) and mails the invite
      link through the configured mail server, or prints it when no mail server is set.
      Refused when an administrator exists. --url is the portal's address for the link
      when this command writes the first configuration (default http://localhost:<PORT>).

  remove-demo-users
      Deletes the sandbox's demo users (docs/demo-data.md), whose password is published.

The database: DATABASE_URL, else the embedded one in DATA_DIR (default .data/pglite).`;

export interface AdminIo {
  out(text: string): void;
  err(text: string): void;
}

export interface AdminOptions {
  /** The mailer's timeouts (tests shorten them). */
  mailer?: MailerOptions;
}

/** A refusal the operator can act on: printed as it is, exit code 1. */
class Refusal extends Error {}

/** Serialises first-administrator creations on one database (two operators at once). */
const FIRST_ADMIN_LOCK_KEY = 7_240_117;

const createArgsSchema = object({
  email: emailIdentifierString()
    .required('Give the administrator’s e-mail address: --email <address>.')
    .email('--email must be a valid e-mail address.')
    .max(254, '--email must be a valid e-mail address.'),
  firstName: string().trim().required('--first-name must not be empty.').max(100, '--first-name is too long (at most 100 characters).'),
  lastName: string().trim().required('--last-name must not be empty.').max(100, '--last-name is too long (at most 100 characters).'),
  url: string()
    .trim()
    .optional()
    .test('url', '--url must be the portal’s full address, starting with http:// or https://, without ? or #.', (value) => !value || isAbsoluteHttpUrl(value, { base: true })),
});

/** `--name value` pairs; anything else is a usage error. */
function parseOptions(args: string[], allowed: readonly string[]): Record<string, string> {
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match || !allowed.includes(match[1]!)) throw new Refusal(`Unknown argument ${arg}.\n\n${ADMIN_USAGE}`);
    const value = match[2] ?? args[(i += 1)];
    if (value === undefined) throw new Refusal(`--${match[1]} needs a value.`);
    options[match[1]!] = value;
  }
  return options;
}

/** The parts of the API server the commands need: the database (migrated), the repositories, the mailer. */
async function openPortal(env: NodeJS.ProcessEnv, options: AdminOptions) {
  const config = loadToolConfig(env);
  const app = Fastify({ logger: false });
  try {
    await app.register(dbPlugin, { databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await app.register(repositoriesPlugin);
    await app.register(mailerPlugin, options.mailer ?? {});
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return { app, config };
}

const days = (seconds: number) => Math.round(seconds / 86_400);

type CreateArgs = Awaited<ReturnType<typeof createArgsSchema.validate>>;

/** `create`'s arguments, checked before the database is opened. */
async function parseCreateArgs(args: string[]): Promise<CreateArgs> {
  const options = parseOptions(args, ['email', 'first-name', 'last-name', 'url']);
  try {
    return await createArgsSchema.validate({
      email: options.email ?? '',
      firstName: options['first-name'] ?? 'Portal',
      lastName: options['last-name'] ?? 'Administrator',
      url: options.url,
    });
  } catch (error) {
    throw new Refusal((error as Error).message);
  }
}

async function createFirstAdministrator(app: FastifyInstance, config: ReturnType<typeof loadToolConfig>, input: CreateArgs, io: AdminIo) {
  const demo = await app.usersRepository.existingLogins(DEMO_LOGINS);
  if (demo.length > 0) {
    throw new Refusal(`This database holds the sandbox's demo users (${demo.slice(0, 3).join(', ')}${demo.length > 3 ? ', …' : ''}). Remove them first: ${REMOVE_DEMO_USERS_COMMAND}`);
  }
  // A first configuration, unless an API server or an earlier run wrote one: its mail server is then
  // the SMTP_HOST/SMTP_PORT given, or none (the invite is printed).
  const applicationUrl = input.url || config.seedUrls.applicationUrl;
  const wroteConfiguration = await app.systemConfigRepository.ensureDefaults(
    defaultSystemConfiguration(config.erpUrl, config.smtp, applicationUrl, config.seedUrls.instructionsUrl),
  );
  const stored = await app.systemConfigRepository.get();
  if (!wroteConfiguration && input.url && input.url.replace(/\/+$/, '') !== stored.ApplicationUrl.replace(/\/+$/, '')) {
    io.err(`Note: --url is not used; the link is built on the configuration's ApplicationUrl, ${stored.ApplicationUrl} (change it on /settings/configuration).`);
  }
  const mailServerSet = !wroteConfiguration || config.smtp.fromEnv;

  const created = await app.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [FIRST_ADMIN_LOCK_KEY]);
    const existing = await app.usersRepository.firstAdministrator(tx);
    if (existing) {
      throw new Refusal(`An administrator exists already (${existing}): nothing was created. They add further users on /settings/users.`);
    }
    if (await app.userAdminRepository.addressTaken(input.email, input.email, null, tx)) {
      throw new Refusal(`${input.email} is already another user's login or e-mail address: nothing was created.`);
    }
    const fields = {
      login: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      company: stored.CompanyName,
      email: input.email,
      status: 'active' as const,
      primaryAccountTypeId: 1 as const,
      userRole: 'admin' as const,
      permissions: ROLE_PERMISSIONS.admin,
    };
    const userId = await app.userAdminRepository.create(fields, tx);
    if (userId === null) throw new Refusal(`${input.email} is already another user's login: nothing was created.`);
    const invite = await enqueueInvite(app, { userId, ...fields }, tx);
    await app.auditLog.record(null, 'user_created', { userId, login: input.email, role: 'admin', by: 'npm run admin -- create' }, tx);
    return { userId, ...invite };
  });

  const lifetime = `it works once, within ${days(LINK_LIFETIME_SECONDS.invite)} days`;
  io.out(`Created the administrator ${input.email} (user ${created.userId}, role admin, every permission).`);
  if (!mailServerSet) {
    // The queued mail would go to the default server, which nobody set: it is not sent.
    await app.mailOutboxRepository.markFailed(created.mailId, 'not sent: printed by npm run admin (no mail server set)', 0, true);
    io.out(`No mail server is set (SMTP_HOST, or the configuration once the portal runs), so here is the invite link; ${lifetime}.`);
    io.out(`Give it to ${input.email} only: whoever opens it sets the administrator's password.\n\n  ${created.link}\n`);
    return;
  }
  const [mail] = (await app.db.query<{ subject: string; text_body: string; html_body: string | null }>(
    'SELECT subject, text_body, html_body FROM mail_outbox WHERE id = $1',
    [created.mailId],
  )).rows;
  try {
    await app.mailer.send({ to: input.email, subject: mail!.subject, text: mail!.text_body, html: mail!.html_body });
    await app.mailOutboxRepository.markSent(created.mailId);
    io.out(`The invite was mailed to ${input.email} through ${stored.SmtpAddress}:${stored.SmtpPort}; ${lifetime}.`);
  } catch (error) {
    io.out(
      `The invite mail could not be sent through ${stored.SmtpAddress}:${stored.SmtpPort} (${smtpTestFailure(error).message}) ` +
        `It stays queued: a running API server sends it when it can. Meanwhile here is its link; ${lifetime}. Give it to ${input.email} only:\n\n  ${created.link}\n`,
    );
  }
}

async function removeDemoUsers(app: FastifyInstance, io: AdminIo) {
  const removed = await app.db.transaction((tx) => app.usersRepository.deleteByLogins(DEMO_LOGINS, tx));
  io.out(removed.length === 0 ? 'No demo users were found: nothing was removed.' : `Removed ${removed.length} demo users: ${removed.join(', ')}.`);
}

/** Runs one command; answers the process's exit code (0 done, 1 refused or failed, 2 usage). */
export async function runAdminCommand(argv: string[], env: NodeJS.ProcessEnv, io: AdminIo, options: AdminOptions = {}): Promise<number> {
  const [command, ...args] = argv;
  if (command !== 'create' && command !== 'remove-demo-users') {
    (command === undefined || command === 'help' || command === '--help' ? io.out : io.err)(ADMIN_USAGE);
    return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  }
  let portal: Awaited<ReturnType<typeof openPortal>> | undefined;
  try {
    if (command === 'create') {
      const input = await parseCreateArgs(args);
      portal = await openPortal(env, options);
      await createFirstAdministrator(portal.app, portal.config, input, io);
    } else {
      parseOptions(args, []);
      portal = await openPortal(env, options);
      await removeDemoUsers(portal.app, io);
    }
    return 0;
  } catch (error) {
    if (error instanceof Refusal || error instanceof ConfigError || error instanceof DataDirInUseError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  } finally {
    await portal?.app.close();
  }
}
