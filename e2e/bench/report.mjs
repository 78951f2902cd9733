// Where the benchmarks' figures go: BENCHMARKS.md, one marked section per kind of run, so the
// browser run and the load run can each be run alone without wiping the other's figures.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const FILE = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '../../BENCHMARKS.md');

/** The machine the figures were taken on; with `chromium`, that browser's version too. */
export function machine({ chromium } = {}) {
  const parts = [
    `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}`,
    `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    `${os.type()} ${os.release()}`,
    `Node ${process.version}`,
  ];
  if (chromium) {
    let version = 'unknown';
    try {
      version = execFileSync(chromium, ['--version'], { encoding: 'utf8' }).trim();
    } catch {
      /* reported as unknown */
    }
    parts.push(version);
  }
  return parts.join(', ');
}

export const today = () => new Date().toISOString().slice(0, 10);

export const markdownTable = (header, rows) =>
  [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

/** Replaces what lies between `<!-- name -->` and `<!-- /name -->` in BENCHMARKS.md. */
export function writeSection(name, body) {
  const text = readFileSync(FILE, 'utf8');
  const start = `<!-- ${name} -->`;
  const end = `<!-- /${name} -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`BENCHMARKS.md lacks the markers ${start} … ${end}`);
  writeFileSync(FILE, `${text.slice(0, from + start.length)}\n\n${body.trim()}\n\n${text.slice(to)}`);
}

/**
 * A run's ports: its defaults, moved by BENCH_PORT_OFFSET when another run (or another person's
 * benchmark on a shared machine) holds them.
 */
export function benchPorts(defaults) {
  const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
  return Object.fromEntries(Object.entries(defaults).map(([name, port]) => [name, port + offset]));
}
