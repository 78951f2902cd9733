import fp from 'fastify-plugin';
import type { Queryable } from '../db/database';

export interface RegistrationRequestRow {
  registrationRequestId: number;
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  message: string;
  createdAt: Date;
  completedAt: Date | null;
}

export interface NewRegistrationRequest {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  message: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    registrationRequests: RegistrationRequestsRepository;
  }
}

const COLUMNS = `registration_request_id AS "registrationRequestId", first_name AS "firstName",
  last_name AS "lastName", company, email, message, created_at AS "createdAt", completed_at AS "completedAt"`;

export type RegistrationRequestsRepository = ReturnType<typeof createRegistrationRequestsRepository>;

/** Requests for access sent from /registration-request (migration 008). */
export function createRegistrationRequestsRepository(db: Queryable) {
  return {
    /**
     * Stores a request, or returns null when the address already has an open one (the unique
     * partial index decides, so two simultaneous repeats cannot both get in).
     */
    async create(request: NewRegistrationRequest, q: Queryable = db): Promise<RegistrationRequestRow | null> {
      const { rows } = await q.query<RegistrationRequestRow>(
        `INSERT INTO registration_requests (first_name, last_name, company, email, message)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (lower(email)) WHERE completed_at IS NULL DO NOTHING
         RETURNING ${COLUMNS}`,
        [request.firstName, request.lastName, request.company, request.email, request.message],
      );
      return rows[0] ?? null;
    },

    /** Open requests, oldest first. */
    async listOpen(q: Queryable = db): Promise<RegistrationRequestRow[]> {
      const { rows } = await q.query<RegistrationRequestRow>(
        `SELECT ${COLUMNS} FROM registration_requests WHERE completed_at IS NULL ORDER BY created_at, registration_request_id`,
      );
      return rows;
    },

    async get(id: number, q: Queryable = db): Promise<RegistrationRequestRow | null> {
      const { rows } = await q.query<RegistrationRequestRow>(
        `SELECT ${COLUMNS} FROM registration_requests WHERE registration_request_id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },

    /** How many requests were ever stored, open or completed. */
    async countAll(q: Queryable = db): Promise<number> {
      const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM registration_requests');
      return rows[0]?.n ?? 0;
    },

    /** Marks an open request completed; false when it was unknown or already completed. */
    async complete(id: number, userId: number | null, q: Queryable = db): Promise<boolean> {
      const { rows } = await q.query(
        `UPDATE registration_requests SET completed_at = now(), completed_user_id = $2
         WHERE registration_request_id = $1 AND completed_at IS NULL RETURNING 1 AS done`,
        [id, userId],
      );
      return rows.length > 0;
    },

    /**
     * Closes an open request as rejected (migration 022): it leaves the open list like a completed
     * one and frees the address for a new request. False when it was unknown or already closed.
     */
    async reject(id: number, reason: string, rejectedBy: number, q: Queryable = db): Promise<boolean> {
      const { rows } = await q.query(
        `UPDATE registration_requests SET completed_at = now(), rejected_at = now(), rejection_reason = $2, rejected_by = $3
         WHERE registration_request_id = $1 AND completed_at IS NULL RETURNING 1 AS done`,
        [id, reason, rejectedBy],
      );
      return rows.length > 0;
    },
  };
}

export const registrationRequestsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('registrationRequests', createRegistrationRequestsRepository(app.db));
  },
  { name: 'registration-requests-repository', dependencies: ['db'] },
);
