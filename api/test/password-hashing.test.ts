import { BoundedQueue, QueueFullError } from '../src/services/sessions/bounded-queue';
import {
  configurePasswordHashing,
  givingWayToTheEventLoop,
  hashPassword,
  PasswordHashingBusyError,
  reservePasswordCheck,
  verifyPassword,
} from '../src/services/sessions/passwords';
import { DEFAULT_PASSWORD_HASHING } from '../src/services/sessions/password-hashing-defaults';
import { LOGIN_REFUSALS } from 'shared/server';
import { loadConfig } from '../src/config';
import { DEMO_PASSWORD } from '../src/seed/demo-users';
import { databases } from './helpers/databases';
import { useApiTest } from './helpers/test-app';

/** A task the test finishes by hand, to see what runs when. */
function gate<T = string>() {
  let open!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('BoundedQueue (docs/security/password-hashing.md)', () => {
  it('runs at most `concurrency` tasks at once', async () => {
    const queue = new BoundedQueue({ concurrency: 2, maxWaiting: 10 });
    const gates = Array.from({ length: 5 }, () => gate());
    let running = 0;
    let most = 0;
    const results = gates.map((g) =>
      queue.run(async () => {
        running += 1;
        most = Math.max(most, running);
        try {
          return await g.promise;
        } finally {
          running -= 1;
        }
      }),
    );
    await tick();
    expect(running).toBe(2);
    expect(queue.stats).toEqual({ running: 2, waiting: 3 });
    gates.forEach((g, i) => g.open(`task ${i}`));
    await expect(Promise.all(results)).resolves.toEqual(['task 0', 'task 1', 'task 2', 'task 3', 'task 4']);
    expect(most).toBe(2);
    expect(queue.stats).toEqual({ running: 0, waiting: 0 });
  });

  it('starts waiting tasks in the order they came, a newcomer never jumping the line', async () => {
    const queue = new BoundedQueue({ concurrency: 1, maxWaiting: 10 });
    const started: number[] = [];
    const first = gate();
    const all = [queue.run(async () => { started.push(0); return first.promise; })];
    for (let i = 1; i <= 3; i += 1) all.push(queue.run(async () => { started.push(i); return String(i); }));
    await tick();
    expect(started).toEqual([0]);
    first.open('0');
    // While the first finishes, another arrives: it goes behind the three already waiting.
    all.push(queue.run(async () => { started.push(4); return '4'; }));
    await Promise.all(all);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it("passes a task's error to its caller and frees the slot for the next", async () => {
    const queue = new BoundedQueue({ concurrency: 1, maxWaiting: 1 });
    const failing = queue.run(async () => {
      throw new Error('argon2 failed');
    });
    const next = queue.run(async () => 'next ran');
    await expect(failing).rejects.toThrow('argon2 failed');
    await expect(next).resolves.toBe('next ran');
    expect(queue.stats).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a place beyond concurrency + maxWaiting, with a Retry-After of at least a second', async () => {
    const queue = new BoundedQueue({ concurrency: 1, maxWaiting: 2 });
    const g = gate();
    const held = [queue.run(() => g.promise), queue.run(() => g.promise), queue.run(() => g.promise)];
    let refusal: unknown;
    try {
      queue.reserve();
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(QueueFullError);
    expect((refusal as QueueFullError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    g.open('done');
    await Promise.all(held);
    await expect(queue.run(async () => 'room again')).resolves.toBe('room again');
  });

  it('counts a reserved place until it runs or is released', async () => {
    const queue = new BoundedQueue({ concurrency: 1, maxWaiting: 0 });
    const place = queue.reserve();
    expect(() => queue.reserve()).toThrow(QueueFullError);
    place.release();
    place.release();
    const again = queue.reserve();
    await expect(again.run(async () => 'ran')).resolves.toBe('ran');
    expect(() => again.run(async () => 'twice')).toThrow('a queue place is used once');
  });
});

describe('passwords through the line', () => {
  afterEach(() => configurePasswordHashing(DEFAULT_PASSWORD_HASHING));

  it('still verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Right-pass-2026');
    expect(hash).toMatch(/^\$argon2id\$/);
    await expect(verifyPassword(hash, 'Right-pass-2026')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'Wrong-pass-2026')).resolves.toBe(false);
    await expect(verifyPassword(null, 'Right-pass-2026')).resolves.toBe(false);
    await expect(verifyPassword('not-a-hash', 'Right-pass-2026')).resolves.toBe(false);
  });

  it('answers 503 busy with Retry-After once the line is full, and takes checks again after', async () => {
    configurePasswordHashing({ concurrency: 1, maxWaiting: 1 });
    const hash = await hashPassword('Right-pass-2026');
    const places = [reservePasswordCheck(), reservePasswordCheck()];
    let refusal: unknown;
    try {
      reservePasswordCheck();
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(PasswordHashingBusyError);
    expect(refusal).toMatchObject({ statusCode: 503, message: LOGIN_REFUSALS.busy, reason: 'busy' });
    expect(Number((refusal as PasswordHashingBusyError).headers!['retry-after'])).toBeGreaterThanOrEqual(1);
    await expect(verifyPassword(hash, 'Right-pass-2026')).rejects.toBeInstanceOf(PasswordHashingBusyError);
    const [a, b] = places;
    await expect(Promise.all([verifyPassword(hash, 'Right-pass-2026', a), verifyPassword(hash, 'nope', b)])).resolves.toEqual([true, false]);
    await expect(verifyPassword(hash, 'Right-pass-2026')).resolves.toBe(true);
  });
});

describe.each(databases)('logins when the line of password checks is full ($name)', (database) => {
  // One check at a time and none waiting: a place held by the test fills the line.
  const t = useApiTest(database, { env: { PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '0' } });
  afterAll(() => configurePasswordHashing(DEFAULT_PASSWORD_HASHING));
  const logIn = (password = DEMO_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/token/login', payload: { login: 'soldto@portal.test', password } });

  it('answers 503 busy with Retry-After, counts no failed attempt, and logs in once there is room', async () => {
    const held = reservePasswordCheck();
    // More than the pair's limit of 10 failures: were they counted, the right password would get 429 after.
    for (let i = 0; i < 12; i += 1) {
      const busy = await logIn();
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toMatchObject({ message: LOGIN_REFUSALS.busy, reason: 'busy' });
      expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    held.release();
    expect((await logIn('Wrong-pass-2026')).statusCode).toBe(401);
    expect((await logIn()).statusCode).toBe(200);
  });

  it('rejects PASSWORD_HASH_CONCURRENCY and PASSWORD_HASH_QUEUE that are not whole numbers in range', () => {
    const base = { SANDBOX_MODE: 'true', DATA_DIR: 'memory://' };
    expect(() => loadConfig({ ...base, PASSWORD_HASH_CONCURRENCY: '0' })).toThrow(/PASSWORD_HASH_CONCURRENCY/);
    expect(() => loadConfig({ ...base, PASSWORD_HASH_QUEUE: 'many' })).toThrow(/PASSWORD_HASH_QUEUE/);
    expect(loadConfig({ ...base, PASSWORD_HASH_CONCURRENCY: '3', PASSWORD_HASH_QUEUE: '7' }).passwordHashing).toEqual({ concurrency: 3, maxWaiting: 7 });
  });
});

describe('BoundedQueue with a limit that moves (the event loop busy or not)', () => {
  it('runs no more than the limit of the moment, and more once it rises', async () => {
    let limit = 1;
    const queue = new BoundedQueue({ concurrency: 3, maxWaiting: 10, limit: () => limit });
    const gates = Array.from({ length: 4 }, () => gate());
    const results = gates.map((g) => queue.run(() => g.promise));
    await tick();
    expect(queue.stats.running).toBe(1);
    limit = 5; // never more than `concurrency`
    gates[0]!.open('a');
    await tick();
    expect(queue.stats.running).toBe(3);
    gates.slice(1).forEach((g) => g.open('b'));
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'b', 'b']);
  });
});

describe('givingWayToTheEventLoop', () => {
  it('allows every slot while the event loop idles, one fewer while it is busy', async () => {
    let busyShare = 0.1;
    const utilization = ((current?: unknown) =>
      current ? { idle: 0, active: 0, utilization: busyShare } : { idle: 0, active: 0, utilization: 0 }) as typeof performance.eventLoopUtilization;
    const limit = givingWayToTheEventLoop(2, utilization);
    expect(limit()).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(limit()).toBe(2);
    busyShare = 0.9;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(limit()).toBe(1);
    // Never below one.
    expect(givingWayToTheEventLoop(1, utilization)()).toBe(1);
  });
});
