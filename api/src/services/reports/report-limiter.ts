/**
 * How many browser reports one API server takes (docs/security/client-reports.md#limits): per
 * client address and in all, per minute. Kept in memory: a report lost to a restart costs nothing,
 * and the counts must not cost a database write of their own.
 */
export interface ReportLimits {
  perClient: number;
  total: number;
  windowMs: number;
}

export const DEFAULT_REPORT_LIMITS: ReportLimits = { perClient: 30, total: 600, windowMs: 60_000 };

/** The most client addresses remembered in one window; beyond it, every new address counts as over its share. */
const MAX_CLIENTS = 10_000;

export interface ReportLimiter {
  /** Whether `items` reports from `client` may be kept now; counts them when they may. */
  take(client: string, items: number): boolean;
}

export function createReportLimiter(limits: ReportLimits = DEFAULT_REPORT_LIMITS, now: () => number = Date.now): ReportLimiter {
  let windowStart = now();
  let total = 0;
  let perClient = new Map<string, number>();
  return {
    take(client, items) {
      const time = now();
      if (time - windowStart >= limits.windowMs) {
        windowStart = time;
        total = 0;
        perClient = new Map();
      }
      const used = perClient.get(client) ?? 0;
      if (used + items > limits.perClient || total + items > limits.total) return false;
      if (!perClient.has(client) && perClient.size >= MAX_CLIENTS) return false;
      perClient.set(client, used + items);
      total += items;
      return true;
    },
  };
}
