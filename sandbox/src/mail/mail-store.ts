import { randomUUID } from 'node:crypto';

export interface CaughtMail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  /** ISO 8601 */
  date: string;
}

export const MAIL_LIMIT = 500;

/** The caught mail, newest first, capped so a long-running sandbox does not grow forever. */
export class MailStore {
  private messages: CaughtMail[] = [];

  constructor(private readonly limit = MAIL_LIMIT) {}

  add(mail: Omit<CaughtMail, 'id'>): CaughtMail {
    const stored: CaughtMail = { id: randomUUID(), ...mail };
    this.messages.unshift(stored);
    if (this.messages.length > this.limit) this.messages.length = this.limit;
    return stored;
  }

  /** Newest first; `to` keeps only mail with a recipient containing it (case-insensitive). */
  list(to?: string): CaughtMail[] {
    const needle = to?.trim().toLowerCase();
    if (!needle) return [...this.messages];
    return this.messages.filter((m) => m.to.some((addr) => addr.toLowerCase().includes(needle)));
  }

  get(id: string): CaughtMail | undefined {
    return this.messages.find((m) => m.id === id);
  }

  clear(): number {
    const count = this.messages.length;
    this.messages = [];
    return count;
  }
}
