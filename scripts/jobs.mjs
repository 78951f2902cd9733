// `npm run jobs -- run-due [--at <ISO date-time>] [--url <API server>]`: runs every job of the
// queue that is due at that moment (docs/architecture/jobs.md#run-due). The embedded database is
// the running API server's alone, so the command asks that server, through POST /api/jobs/run-due,
// which exists in sandbox mode only. Outside sandbox mode the servers run due jobs by themselves on
// real time, and the command refuses any other time.

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
/** How far from now a given time still counts as now (the command and the server's clocks). */
const NOW_TOLERANCE_MS = 60_000;

function usage(message) {
  if (message) console.error(message);
  console.error('usage: npm run jobs -- run-due [--at <ISO date-time, e.g. 2026-03-09T06:00:00-06:00>] [--url http://127.0.0.1:8080]');
  process.exit(2);
}

function parseArgs(argv) {
  const [command, ...rest] = argv;
  if (command !== 'run-due') usage(command ? `unknown command ${command}` : undefined);
  const options = { at: undefined, url: `http://127.0.0.1:${process.env.PORT ?? 8080}` };
  for (let i = 0; i < rest.length; i += 2) {
    const [flag, value] = [rest[i], rest[i + 1]];
    if (value === undefined) usage(`${flag} needs a value`);
    if (flag === '--at') options.at = value;
    else if (flag === '--url') options.url = value.replace(/\/+$/, '');
    else usage(`unknown option ${flag}`);
  }
  if (options.at !== undefined && (!ISO.test(options.at) || Number.isNaN(Date.parse(options.at)))) {
    usage(`--at ${options.at} is not an ISO date-time with its offset`);
  }
  return options;
}

const { at, url } = parseArgs(process.argv.slice(2));
let response;
try {
  response = await fetch(`${url}/api/jobs/run-due`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(at === undefined ? {} : { at }),
  });
} catch (error) {
  console.error(`No API server answers at ${url} (${error.cause?.code ?? error.message}). Start the portal (npm start) or give --url.`);
  process.exit(1);
}

if (response.status === 404) {
  // Not in sandbox mode: the endpoint does not exist, and time is the real one.
  if (at !== undefined && Math.abs(Date.parse(at) - Date.now()) > NOW_TOLERANCE_MS) {
    console.error(`Refused: ${url} is not in sandbox mode, where jobs run on real time only; --at may only be now.`);
    process.exit(1);
  }
  console.log(`${url} is not in sandbox mode: its API servers run every due job by themselves, within a second. Nothing was run by hand.`);
  process.exit(0);
}
const answer = await response.json().catch(() => ({}));
if (!response.ok) {
  console.error(`The API server refused (${response.status}): ${answer.message ?? response.statusText}`);
  process.exit(1);
}
console.log(`Jobs due at ${answer.at}: ${answer.ran.length} ran.`);
for (const job of answer.ran) {
  console.log(`  #${job.id} ${job.name}: ${job.outcome}${job.error ? ` (${job.error})` : ''}`);
}
