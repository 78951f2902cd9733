// The load run's HTTP client: plain node:http over a kept-alive connection, so the client's own
// cost stays small next to the server's (both share this machine's cores) and no dependency is
// needed. It asks for compressed answers as a browser does, so the server pays for compressing.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const DECODERS = { br: promisify(zlib.brotliDecompress), gzip: promisify(zlib.gunzip) };

async function decode(encoding, raw) {
  const decoder = DECODERS[encoding];
  return (decoder ? await decoder(raw) : raw).toString('utf8');
}

/**
 * One simulated user's connection: one socket, kept alive, one request at a time — a browser
 * keeps its connection to the portal open from the moment the page loads. Every call resolves,
 * never rejects: a network error or a timeout comes back as status 0 with the error's message.
 * `ms` runs from sending to the last byte of the answer (decoding is the client's cost, not timed).
 */
export function createClient({ timeoutMs, localAddress }) {
  // `localAddress` (a loopback address such as 127.0.0.7) makes the user come from an address of
  // its own, as people do, so the per-address login counter sees one user, not the whole run.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, ...(localAddress ? { localAddress } : {}) });

  function send(method, url, body, { token, headers = {} } = {}) {
    const payload = body === undefined ? null : Buffer.from(JSON.stringify(body));
    const started = performance.now();
    return new Promise((resolve) => {
      let settled = false;
      const done = async (status, raw, encoding, error, headers = {}) => {
        if (settled) return;
        settled = true;
        const ms = performance.now() - started;
        let text = '';
        let json = null;
        try {
          text = raw ? await decode(encoding, raw) : '';
          json = text ? JSON.parse(text) : null;
        } catch {
          /* not JSON (or not decodable): the text is kept for the report */
        }
        resolve({ status, json, text, error, ms, headers });
      };
      const request = http.request(
        url,
        {
          method,
          agent,
          headers: {
            'accept-encoding': 'br, gzip',
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => done(response.statusCode ?? 0, Buffer.concat(chunks), response.headers['content-encoding'], undefined, response.headers));
          response.on('error', (error) => done(0, null, null, error.message));
        },
      );
      request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      request.on('error', (error) => done(0, null, null, error.message));
      request.end(payload ?? undefined);
    });
  }

  return {
    post: (url, body, options) => send('POST', url, body ?? {}, options),
    get: (url, options) => send('GET', url, undefined, options),
    close: () => agent.destroy(),
  };
}

/** The ERP's verdict inside a 200: the status block, or the first line of a payment's. */
export function erpRefused(json) {
  const status = Array.isArray(json?.status) ? json.status[0] : json?.status;
  return status?.message_type === 'E';
}

/** 2xx and not refused by the ERP: what the load run counts as a success. */
export const succeeded = (answer) => answer.status >= 200 && answer.status < 300 && !erpRefused(answer.json);
