import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';

/** The demo users' logins (docs/demo-data.md): their password is published. */
export const DEMO_LOGINS: readonly string[] = DEMO_USERS.map((user) => user.login);

/** How an operator removes them (docs/security/sandbox-mode.md). */
export const REMOVE_DEMO_USERS_COMMAND = 'npm run admin -- remove-demo-users';

/** The server will not start: the message says why and what to do. */
export class StartRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartRefusedError';
  }
}

/**
 * Outside sandbox mode the demo users must not exist: anyone who read the README could log in as
 * admin@portal.test. Throws StartRefusedError naming them and the command that removes them.
 */
export async function refuseDemoUsers(app: FastifyInstance): Promise<void> {
  const found = await app.usersRepository.existingLogins(DEMO_LOGINS);
  if (found.length === 0) return;
  throw new StartRefusedError(
    `Refusing to start: SANDBOX_MODE is not 'true', yet the database holds ${found.length} of the sandbox's demo users ` +
      `(${found.slice(0, 3).join(', ')}${found.length > 3 ? ', …' : ''}), whose password ${DEMO_PASSWORD} is published.\n` +
      `Remove them with \`${REMOVE_DEMO_USERS_COMMAND}\` (the same DATABASE_URL or DATA_DIR, while no API server uses it), ` +
      `or start with SANDBOX_MODE=true for a demo. See docs/security/sandbox-mode.md.`,
  );
}
