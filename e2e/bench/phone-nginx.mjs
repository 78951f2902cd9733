// The phone run through the README's nginx steps (`npm run bench -- phone`, issue 23): the same
// throttled /invoices reload and login click as phone-waterfall.mjs, with the portal behind nginx
// over TLS, where the browser speaks HTTP/2 (nginx-portal.mjs). Over `npm start`'s plain HTTP/1.1
// the browser asks on six connections and the page's twenty-odd requests wait for their turns;
// over HTTP/2 they share one (docs/architecture/data-loading.md#the-order-of-the-first-files).
// Writes its section of BENCHMARKS.md. Run `npm run build` first.
import { CHROMIUM, launchChromium } from './bench-portal.mjs';
import { median } from './measure.mjs';
import { withNginxPortal } from './nginx-portal.mjs';
import { loginRun, ms, PHONE_USERS, reloadRun } from './phone-waterfall.mjs';
import { benchPorts, machine, markdownTable, today, writeSection } from './report.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ports = benchPorts({ http: 18780, tls: 18783, api: 18781, sandbox: 18790, smtp: 18795 });

export function runPhoneNginxBench() {
  return withNginxPortal(ports, async (origin) => {
    const browser = await launchChromium();
    try {
      const options = { origin, tokenOrigin: `http://127.0.0.1:${ports.http}`, contextOptions: { ignoreHTTPSErrors: true } };
      // One unthrottled load per user first: the ERP stand-in builds a payer's documents on its first search.
      for (const { login } of PHONE_USERS) await reloadRun(browser, login, options).catch(() => undefined);
      const reloads = Object.fromEntries(PHONE_USERS.map((u) => [u.login, []]));
      const logins = [];
      for (let i = 0; i < RUNS; i += 1) {
        for (const { login } of PHONE_USERS) reloads[login].push(await reloadRun(browser, login, options));
        logins.push(await loginRun(browser, PHONE_USERS[0].login, options));
      }
      const protocols = [...new Set(Object.values(reloads).flatMap((runs) => runs.flatMap((r) => r.protocols)))].sort();
      const rows = PHONE_USERS.map(({ login, goalMs }) => [
        `/invoices reload, logged in, first invoice row, ${login}`,
        ms(median(reloads[login].map((r) => r.firstRow))),
        `≤ ${ms(goalMs)}`,
      ]);
      rows.push([`login click → first row, ${PHONE_USERS[0].login}`, ms(median(logins)), '≤ 3.00 s']);
      const table = markdownTable(['figure (nginx, TLS; throttled: 562.5 ms RTT, 1.47 Mbps, CPU 4×; cold)', `median of ${RUNS} runs`, 'goal'], rows);
      console.log(table);
      console.log(`protocols: ${protocols.join(', ')}`);
      writeSection(
        'phone-nginx',
        `Measured on ${today()} on ${machine({ chromium: CHROMIUM })}, through nginx's TLS listener (the answers' protocols: ${protocols.join(', ')}).\n\n${table}`,
      );
      return { reloads, logins, protocols };
    } finally {
      await browser.close();
    }
  });
}
