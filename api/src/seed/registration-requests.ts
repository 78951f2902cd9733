import type { FastifyInstance } from 'fastify';
import type { NewRegistrationRequest } from '../repositories/registration-requests-repository';

/** Open requests of a fresh sandbox, so /settings/registration-requests has something to show (docs/demo-data.md). */
export const DEMO_REGISTRATION_REQUESTS: readonly NewRegistrationRequest[] = [
  {
    firstName: 'Dana',
    lastName: 'Whitfield',
    company: 'Harborview Tower Management',
    email: 'dana.whitfield@harborview.test',
    message: 'Please give me access to pay the elevator maintenance invoices of account 100100.',
  },
  {
    firstName: 'Luis',
    lastName: 'Ortega',
    company: 'Lakeside Medical Center',
    email: 'l.ortega@lakeside-medical.test',
    message: 'Our accounts payable team needs a login for account 100200.',
  },
  {
    firstName: 'Mei',
    lastName: 'Tanaka',
    company: 'Parkway Office Partners',
    email: 'mei.tanaka@parkway.test',
    message: 'We would like to see our statements online.',
  },
];

/**
 * Seeds the demo requests once, into a portal that never had any: a request completed in a demo
 * does not come back at the next start.
 */
export async function seedRegistrationRequests(app: FastifyInstance): Promise<number> {
  if ((await app.registrationRequests.countAll()) > 0) return 0;
  let created = 0;
  await app.db.transaction(async (tx) => {
    for (const request of DEMO_REGISTRATION_REQUESTS) {
      if (await app.registrationRequests.create(request, tx)) created += 1;
    }
  });
  return created;
}
