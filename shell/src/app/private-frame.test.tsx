import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type ErpStatusResponse } from 'shared';
import { fakeApi, renderAt, signIn } from 'shared/testing';
import { PrivateFrame } from './private-frame';

const down: ErpStatusResponse = {
  statusCode: 503,
  statusMessage: 'ERP unreachable',
  data: { status: { message_type: 'E', message_line_string: 'connect ECONNREFUSED 127.0.0.1:8090' } },
};
const up: ErpStatusResponse = { statusCode: 200, statusMessage: 'OK', data: { status: { message_type: 'S', message_line_string: 'ok' } } };

/** The ERP answers `status` to GET /api/erp-status; every check is counted. */
function erpAnswers(status: () => ErpStatusResponse) {
  const checks: string[] = [];
  fakeApi((_body, config) => {
    if (config.url !== '/erp-status') return { status: 404 };
    checks.push(config.url);
    return { status: 200, data: status() };
  });
  return checks;
}


const renderFrame = (path: string) => renderAt(<PrivateFrame><p>page content</p></PrivateFrame>, path);

describe('the ERP status gate of the private pages (docs/product/navigation-and-layout.md)', () => {
  afterEach(() => {
    cleanup();
    useSessionStore.getState().clear();
  });

  it('lets everyone through when the ERP answers S', async () => {
    erpAnswers(() => up);
    signIn({ role: 'admin', permissions: [] });
    renderFrame('/invoices');
    expect(await screen.findByText('page content')).toBeInTheDocument();
  });

  it('sends a user who may edit the configuration to /settings/configuration, with the status shown', async () => {
    erpAnswers(() => down);
    signIn({ role: 'admin', permissions: ['CanEditSystemConfig'] });
    renderFrame('/invoices');
    expect(await screen.findByText('/settings/configuration')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/settings/configuration');
  });

  it('shows SAP Connection Status: Error with the message and lines on the configuration page', async () => {
    erpAnswers(() => down);
    signIn({ role: 'admin', permissions: ['CanEditSystemConfig'] });
    renderFrame('/settings/configuration');
    expect(await screen.findByText('SAP Connection Status: Error')).toBeInTheDocument();
    expect(screen.getByText('ERP unreachable')).toBeInTheDocument();
    expect(screen.getByText('connect ECONNREFUSED 127.0.0.1:8090')).toBeInTheDocument();
    expect(screen.getByText('page content')).toBeInTheDocument();
  });

  it('keeps the operators\' page /system open to a user who may edit the configuration', async () => {
    erpAnswers(() => down);
    signIn({ role: 'admin', permissions: ['CanEditSystemConfig'] });
    renderFrame('/system');
    expect(await screen.findByText('SAP Connection Status: Error')).toBeInTheDocument();
    expect(screen.getByText('page content')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/system');
  });

  it('sends everyone else to /system-error', async () => {
    erpAnswers(() => down);
    signIn({ role: 'admin', permissions: ['CanMakePayment'] });
    renderFrame('/invoices');
    expect(await screen.findByText('/system-error')).toBeInTheDocument();
  });

  it('Check again asks the ERP again and keeps the page meanwhile; an ERP back up ends the banner', async () => {
    let status = down;
    const checks = erpAnswers(() => status);
    signIn({ role: 'admin', permissions: ['CanEditSystemConfig'] });
    renderFrame('/settings/configuration');
    const banner = (await screen.findByText('SAP Connection Status: Error')).closest('[role="alert"]') as HTMLElement;
    status = up;
    await userEvent.click(within(banner).getByRole('button', { name: 'Check again' }));
    expect(screen.getByText('page content')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('SAP Connection Status: Error')).not.toBeInTheDocument());
    expect(screen.getByText('page content')).toBeInTheDocument();
    expect(checks).toHaveLength(2);
  });
});
