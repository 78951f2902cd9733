import { renderHook } from '@testing-library/react';
import { PAGE_DATA_ID, type PageData } from 'shared';
import { registerRemotesFromManifest } from './federation/register-remotes';
import { useGetPortalConfig } from './portal-config';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const runtime = require('@module-federation/enhanced/runtime') as { registerRemotes: jest.Mock };

const data = {
  config: { version: '1.0.0', theme: 3, idleTimeoutMinutes: 15, refreshIntervalMinutes: 5, supportEmail: 'help@portal.test' },
  remotes: { mfe_invoices: '/remotes/mfe-invoices/mf-manifest.json' },
} as unknown as PageData;
const fetchMock = jest.fn();

beforeAll(() => {
  // As the API server writes it into the page (api/src/plugins/app/first-screen.ts).
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_DATA_ID;
  block.textContent = JSON.stringify(data);
  document.head.append(block);
  Object.assign(globalThis, { fetch: fetchMock });
});

describe("the page's own answers (docs/architecture/phone-reload.md#the-pages-own-answers)", () => {
  it('registers the remotes the page carries, without asking for /remotes.json', async () => {
    await registerRemotesFromManifest();
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_invoices', entry: '/remotes/mfe-invoices/mf-manifest.json' }]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the configuration the page carries in the first render, without asking for /api/config', () => {
    const renders: unknown[] = [];
    renderHook(() => {
      const state = useGetPortalConfig();
      renders.push(state.data);
      return state;
    });
    expect(renders[0]).toEqual(data.config);
    expect(renders.every((shown) => shown === renders[0])).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
