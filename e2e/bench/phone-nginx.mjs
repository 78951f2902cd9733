// The phone run through the README's nginx steps (`npm run bench -- phone`, issue 23): the same
// throttled /invoices reload and login click as phone-waterfall.mjs, with the portal behind nginx
// (nginx-portal.mjs), on both of its listeners: the plain one the README's steps start, where the
// browser speaks HTTP/1.1 on six connections, and the TLS one, where it speaks HTTP/2 on one
// (docs/architecture/phone-reload.md#the-order-of-the-first-files).
// Writes its section of BENCHMARKS.md. Run `npm run build` first.
import { CHROMIUM, launchChromium } from './bench-portal.mjs';
import { withNginxPortal } from './nginx-portal.mjs';
import { phoneRuns } from './phone-waterfall.mjs';
import { benchPorts, machine, markdownTable, today, writeSection } from './report.mjs';

const ports = benchPorts({ http: 18780, tls: 18783, api: 18781, sandbox: 18790, smtp: 18795 });

export function runPhoneNginxBench() {
  return withNginxPortal(ports, async (tlsOrigin) => {
    const browser = await launchChromium();
    try {
      const plainOrigin = `http://localhost:${ports.http}`;
      const listeners = [
        { name: 'plain listener', origin: plainOrigin, contextOptions: {} },
        { name: 'TLS listener', origin: tlsOrigin, contextOptions: { ignoreHTTPSErrors: true } },
      ];
      const tables = [];
      const runs = {};
      for (const { name, origin, contextOptions } of listeners) {
        // The token is asked on the plain listener: Node's fetch refuses the run's own certificate.
        const options = { origin, tokenOrigin: `http://127.0.0.1:${ports.http}`, contextOptions };
        // The round trips are phone-waterfall's figure: read from timings, they say nothing more here.
        const { reloads, logins, rows, medianOf } = await phoneRuns(browser, options, { roundTrips: false });
        const protocols = [...new Set(Object.values(reloads).flatMap((r) => r.flatMap((run) => run.protocols)))].sort().join(', ');
        const table = markdownTable([`figure (nginx, ${name}: ${protocols}; throttled: 562.5 ms RTT, 1.47 Mbps, CPU 4×; cold)`, medianOf, 'goal'], rows);
        console.log(table);
        tables.push(table);
        runs[name] = { reloads, logins, protocols };
      }
      writeSection('phone-nginx', `Measured on ${today()} on ${machine({ chromium: CHROMIUM })}, through nginx's two listeners, one after the other.\n\n${tables.join('\n\n')}`);
      return runs;
    } finally {
      await browser.close();
    }
  });
}
