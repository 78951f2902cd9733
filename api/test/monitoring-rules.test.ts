import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { repoRoot } from '../src/paths';
import { databases } from './helpers/databases';
import { bearer, useApiTest } from './helpers/test-app';

const TOKEN = 'metrics-token-for-the-rules-test-01';
const RULES = path.join(repoRoot(), 'docs/operations/prometheus-rules.yml');
const DASHBOARD = path.join(repoRoot(), 'docs/operations/grafana-dashboard.json');
/** Series Prometheus makes itself for every scrape target, not served by /metrics. */
const PROMETHEUS_OWN = new Set(['up']);
const PROMQL_WORDS = new Set(['and', 'or', 'unless', 'by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'offset', 'inf', 'nan']);

interface RuleFile {
  groups: { name: string; rules: { alert?: string; record?: string; expr: string }[] }[];
}

/**
 * The metric names an expression reads: label matchers, strings, ranges and grouping lists taken
 * out first; what is left that is not a function call, a keyword or a number is a metric.
 */
export function metricsOf(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const names = new Set<string>();
  for (const match of bare.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)) {
    const after = bare.slice(match.index + match[0].length).trimStart();
    if (after.startsWith('(')) continue;
    if (PROMQL_WORDS.has(match[0].toLowerCase())) continue;
    names.add(match[0]);
  }
  return [...names];
}

/** Every series name /metrics can serve: each # TYPE, and a histogram's _bucket, _sum and _count. */
function exposedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name!);
    if (type === 'histogram' || type === 'summary') for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${name}${suffix}`);
  }
  return names;
}

/**
 * The alert rules and the dashboard of docs/operations/ (docs/operations/monitoring.md) name only
 * metrics that /metrics serves; promtool accepts the rules where it is installed.
 */
describe.each(databases.slice(0, 1))('monitoring rules and dashboard ($name)', (database) => {
  const t = useApiTest(database, { env: { METRICS_TOKEN: TOKEN } });
  let exposed: Set<string>;
  beforeAll(async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    exposed = exposedNames(response.body);
  });

  const rules = yaml.load(readFileSync(RULES, 'utf8')) as RuleFile;
  const alerts = rules.groups.flatMap((group) => group.rules);

  it('has the alerts the operators asked for', () => {
    expect(alerts.map((rule) => rule.alert)).toEqual(
      expect.arrayContaining(['PortalHighErrorRate', 'PortalErpDown', 'PortalPaymentsStuckUnknown', 'PortalTamperAlert', 'PortalCanaryRolledBack']),
    );
  });

  it('finds the metrics of an expression', () => {
    expect(metricsOf('sum by (kind) (increase(portal_tamper_alerts_total{kind=~"a|b"}[15m])) > 0 and up{job="x"} == 0').sort()).toEqual(
      ['portal_tamper_alerts_total', 'up'],
    );
  });

  it.each(alerts.map((rule) => [rule.alert ?? rule.record, rule.expr]))('%s reads only metrics /metrics serves', (_name, expr) => {
    const names = metricsOf(expr!);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !exposed.has(name) && !PROMETHEUS_OWN.has(name))).toEqual([]);
  });

  it('the dashboard reads only metrics /metrics serves', () => {
    const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { panels: { title: string; targets: { expr: string }[] }[] };
    const unknown = dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap((target) => metricsOf(target.expr).filter((name) => !exposed.has(name) && !PROMETHEUS_OWN.has(name)).map((name) => `${panel.title}: ${name}`)),
    );
    expect(dashboard.panels.length).toBeGreaterThan(5);
    expect(unknown).toEqual([]);
  });

  const promtool = spawnSync('promtool', ['--version'], { encoding: 'utf8' });
  (promtool.status === 0 ? it : it.skip)('promtool check rules accepts them', () => {
    const check = spawnSync('promtool', ['check', 'rules', RULES], { encoding: 'utf8' });
    expect(`${check.stdout}${check.stderr}`).toContain('SUCCESS');
    expect(check.status).toBe(0);
  });
});
