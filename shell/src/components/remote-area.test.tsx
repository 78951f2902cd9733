import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from 'shared/testing';
import { RemoteArea } from './remote-area';
import { loadRemoteRoutes } from '../lib/federation/load-remote-routes';
import { reportRenderError as reportedError } from '../lib/federation/integrity-check';

jest.mock('../lib/federation/load-remote-routes', () => {
  const actual = jest.requireActual('../lib/federation/load-remote-routes');
  return { ...actual, loadRemoteRoutes: jest.fn() };
});
const load = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;
jest.mock('../lib/federation/integrity-check', () => ({ reportRenderError: jest.fn(), check: jest.fn() }));
const reportRenderError = reportedError as jest.MockedFunction<typeof reportedError>;

beforeEach(() => {
  load.mockReset();
  reportRenderError.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteArea', () => {
  it('shows a message with a Retry when the remote cannot be loaded, and Retry really loads again', async () => {
    load.mockRejectedValueOnce(new Error('manifest 404'));
    load.mockResolvedValueOnce(() => <p>Settings content</p>);
    renderAt(<RemoteArea remote="mfe_admin" label="Settings" />, '/settings/profile');

    expect(await screen.findByText('Settings is unavailable right now')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Settings content')).toBeInTheDocument();
    expect(load).toHaveBeenNthCalledWith(1, 'mfe_admin', false);
    expect(load).toHaveBeenNthCalledWith(2, 'mfe_admin', true);
    // A load failure is reported by the integrity check, which tells it from a refusal.
    expect(reportRenderError).not.toHaveBeenCalled();
  });


  it('contains a remote that throws while rendering', async () => {
    let broken = true;
    const Flaky = () => {
      if (broken) throw new Error('render failure');
      return <p>Recovered</p>;
    };
    load.mockResolvedValue(Flaky);
    renderAt(<RemoteArea remote="mfe_invoices" label="Invoices" />, '/invoices');

    expect(await screen.findByText('There was an error showing this page.')).toBeInTheDocument();
    await waitFor(() => expect(reportRenderError).toHaveBeenCalledWith('mfe_invoices', expect.objectContaining({ message: 'render failure' })));
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Recovered')).toBeInTheDocument();
  });
});
