import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deployRoot, now, releases, remoteBuild, useScratch } from './release-fixtures';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const inventory = require('../script-inventory') as typeof import('../script-inventory');

useScratch();

const sri384 = (file: string) => `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;

describe('the inventory of the payment pages\' scripts', () => {
  it('names the payment pages and the remote that owns each, by the longest prefix', () => {
    expect(inventory.PAYMENT_PAGES).toEqual(['/invoices/pay', '/deposits', '/settings/payment-methods']);
    expect(inventory.PAYMENT_PAGES.map((page) => inventory.ownerOf(page)?.folder)).toEqual(['mfe-payments', 'mfe-payments', 'mfe-payments']);
    expect(inventory.ownerOf('/invoices')?.folder).toBe('mfe-invoices');
  });

  it('lists every script of the live shell and the live payments release: file, release, hash, went live, by, reason', () => {
    const root = deployRoot();
    const shellDist = remoteBuild('shell');
    releases.installShell(root, shellDist, { force: true, by: 'platform', reason: 'shell 1.0.9' });
    releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('one'), version: '1.0.0', now, by: 'alice', reason: 'first' });
    const two = releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('two'), version: '1.0.1', now, by: 'bob', reason: 'CHG-9 wallet' });
    // Another remote's release is not on a payment page.
    releases.release({ root, remote: 'mfe-admin', dist: remoteBuild('admin'), version: '3.0.0', now });
    const history = releases.readHistory(root);
    const shellInstall = history.find((e: { remote: string }) => e.remote === 'shell');
    const paymentsLive = history.filter((e: { remote: string }) => e.remote === 'mfe-payments').at(-1);

    const pages = inventory.scriptInventory(root);
    expect(pages.map((p) => p.page)).toEqual(inventory.PAYMENT_PAGES);
    const checkout = pages[0]!;
    const folder = path.join(root, 'remotes', 'mfe-payments', two.release);
    expect(checkout.remote).toBe('mfe-payments');
    expect(checkout.scripts).toEqual([
      ...['521.a1b2c3d4.js', 'remoteEntry.js'].map((file) => ({
        app: 'shell',
        file: `/${file}`,
        release: shellInstall.release,
        integrity: sri384(path.join(root, 'shell', file)),
        liveSince: shellInstall.at,
        by: 'platform',
        reason: 'shell 1.0.9',
      })),
      ...['521.a1b2c3d4.js', 'remoteEntry.js'].map((file) => ({
        app: 'mfe-payments',
        file: `/remotes/mfe-payments/${two.release}/${file}`,
        release: two.release,
        integrity: sri384(path.join(folder, file)),
        liveSince: paymentsLive.at,
        by: 'bob',
        reason: 'CHG-9 wallet',
      })),
    ]);
    // After a rollback, the inventory is the earlier release's, with the rollback's who and why.
    releases.rollback({ root, remote: 'mfe-payments', now, by: 'carol', reason: 'wallet declines' });
    const after = inventory.scriptInventory(root)[1]!.scripts.filter((s) => s.app === 'mfe-payments');
    expect(after.map((s) => [s.release, s.by, s.reason])).toEqual([
      [releases.releasesOf(root, releases.remoteByName('mfe-payments'))[0].release, 'carol', 'wallet declines'],
      [releases.releasesOf(root, releases.remoteByName('mfe-payments'))[0].release, 'carol', 'wallet declines'],
    ]);
  });
});
