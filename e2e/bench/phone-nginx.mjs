// The phone run through the README's nginx steps (`npm run bench -- phone`, issue 23): the same
// throttled /invoices reload and login click as phone-waterfall.mjs, with the portal behind nginx
// over TLS, where the browser speaks HTTP/2 (nginx-portal.mjs). Over `npm start`'s plain HTTP/1.1
// the browser asks on six connections and the page's twenty-odd requests wait for their turns;
// over HTTP/2 they share one (docs/architecture/phone-reload.md#the-order-of-the-first-files).
// Writes its section of BENCHMARKS.md. Run `npm run build` first.
import { CHROMIUM, launchChromium } from './bench-portal.mjs';
import { withNginxPortal } from './nginx-portal.mjs';
import { phoneRuns } from './phone-waterfall.mjs';
import { benchPorts, machine, markdownTable, today, writeSection } from './report.mjs';

const ports = benchPorts({ http: 18780, tls: 18783, api: 18781, sandbox: 18790, smtp: 18795 });

export function runPhoneNginxBench() {
  return withNginxPortal(ports, async (origin) => {
    const browser = await launchChromium();
    try {
      // The token is asked on nginx's plain listener: Node's fetch refuses the run's own certificate.
      const options = { origin, tokenOrigin: `http://127.0.0.1:${ports.http}`, contextOptions: { ignoreHTTPSErrors: true } };
      // The round trips are phone-waterfall's figure: read from timings, they say nothing more here.
      const { reloads, logins, rows, medianOf } = await phoneRuns(browser, options, { roundTrips: false });
      const protocols = [...new Set(Object.values(reloads).flatMap((runs) => runs.flatMap((r) => r.protocols)))].sort();
      const table = markdownTable(['figure (nginx, TLS; throttled: 562.5 ms RTT, 1.47 Mbps, CPU 4×; cold)', medianOf, 'goal'], rows);
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
