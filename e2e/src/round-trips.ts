import type { CDPSession, Page, Request, Route } from 'playwright-core';

/** One request of a load: the round trip it went out in, and what the browser says started it. */
export interface RecordedRequest {
  url: string;
  method: string;
  /** 1 for the page itself, n + 1 for a request sent once the answers of round trip n were in. */
  roundTrip: number;
  /** DevTools' initiator: 'parser' (the HTML), 'script' (with the script that sent it), 'preload'… */
  initiator: string;
}

/** Resolves when the page's main thread has nothing left to run (timers of 0 included). */
const idle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 0), { timeout: 2000 })));

/**
 * Records the request graph of a load in rounds (e2e/tests/round-trips.test.ts): every request is
 * held until the page has sent all it can without another answer; then the held ones are answered
 * together, and whatever the page sends next belongs to the next round. So a request's round is
 * the length of the chain of answers it waited for, whatever the speed of the machine: a count,
 * never a time. `done` says when the load has reached what is measured (the first invoice row).
 */
export interface RecordedLoad {
  /** Every request until the page went quiet, the first row included. */
  requests: RecordedRequest[];
  /** The round trips the page waited for before `done` held. */
  roundTrips: number;
}

export async function recordRoundTrips(page: Page, url: string, done: () => Promise<boolean>, maxRounds = 20): Promise<RecordedLoad> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const initiators = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (e) => {
    const script = e.initiator.stack?.callFrames[0]?.url ?? e.initiator.url ?? '';
    initiators.set(`${e.request.method} ${e.request.url}`, script ? `${e.initiator.type} ${new URL(script).pathname}` : e.initiator.type);
  });

  const held: Route[] = [];
  const recorded: RecordedRequest[] = [];
  let round = 1;
  let doneAfter: number | null = null;
  let arrived = 0;
  const unfinished = new Set<Request>();
  await page.route('**/*', (route) => {
    arrived += 1;
    held.push(route);
  });
  const settle = (request: Request) => unfinished.delete(request);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);

  const navigation = page.goto(url, { waitUntil: 'commit' }).catch(() => undefined);
  for (; round <= maxRounds; round += 1) {
    // The answers of the last round are all in; then everything the page sends without another
    // answer: it sent nothing more while its main thread ran dry, twice in a row.
    while (unfinished.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    for (let quiet = 0; quiet < 2; ) {
      const before = arrived;
      await new Promise((resolve) => setTimeout(resolve, 150));
      if (round > 1) await idle(page).catch(() => undefined);
      quiet = arrived === before ? quiet + 1 : 0;
    }
    if (doneAfter === null && round > 1 && (await done())) doneAfter = round - 1;
    // Once there, the rest of the load is recorded too, until the page asks for nothing more.
    if (held.length === 0) {
      if (doneAfter !== null) return { requests: recorded, roundTrips: doneAfter };
      throw new Error(`The load stopped after ${round - 1} round trips without reaching its end`);
    }
    const batch = held.splice(0);
    for (const route of batch) {
      const request = route.request();
      unfinished.add(request);
      recorded.push({
        url: request.url(),
        method: request.method(),
        roundTrip: round,
        initiator: initiators.get(`${request.method()} ${request.url()}`) ?? 'unknown',
      });
    }
    await Promise.all(batch.map((route) => route.continue()));
    if (round === 1) await navigation;
  }
  throw new Error(`The load did not reach its end in ${maxRounds} round trips`);
}
