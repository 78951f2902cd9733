// `npm run verify-live [-- --url <API server>]`: runs the tamper check now (PCI DSS 11.6.1,
// docs/security/tamper-detection.md): the payment pages and every script they name, fetched through
// the portal's public URL, against the inventory of released scripts and the security headers.
// The embedded database is the running API server's alone, so the command asks that server, which
// records the result, shows it on /system and alerts on any difference. Exits 1 on a difference.

function usage(message) {
  if (message) console.error(message);
  console.error('usage: npm run verify-live [-- --url http://127.0.0.1:8080]');
  process.exit(2);
}

let url = `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 2) {
  if (args[i] === '--url' && args[i + 1]) url = args[i + 1].replace(/\/+$/, '');
  else usage(`unknown option ${args[i]}`);
}

let response;
try {
  response = await fetch(`${url}/api/system/tamper-check`, { method: 'POST' });
} catch (error) {
  console.error(`No API server answers at ${url} (${error.cause?.code ?? error.message}). Start the portal (npm start) or give --url.`);
  process.exit(1);
}
const answer = await response.json().catch(() => ({}));
if (!response.ok) {
  console.error(`The API server refused (${response.status}): ${answer.message ?? response.statusText}`);
  process.exit(1);
}
console.log(`Tamper check at ${answer.checkedAt}: ${answer.pages} payment pages, ${answer.scripts} scripts.`);
if (answer.findings.length === 0) {
  console.log('Everything matches the inventory and the security headers.');
  process.exit(0);
}
console.log(`${answer.findings.length} ${answer.findings.length === 1 ? 'difference' : 'differences'} (an alert was recorded and mailed):`);
for (const f of answer.findings) {
  console.log(`  ${f.kind} on ${f.page}: ${f.subject}\n    expected: ${f.expected}\n    found:    ${f.found}`);
}
process.exit(1);
