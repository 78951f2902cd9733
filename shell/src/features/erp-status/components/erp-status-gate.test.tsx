import { cleanup, screen } from '@testing-library/react';
import { useSessionStore, type ErpStatusResponse, type UserAccountsResponse } from 'shared';
import { renderAt } from '../../../testing/render';
import { useErpStatusStore } from '../api/get-erp-status';
import { AppLayout } from '../../layout/components/app-layout';
import { ErpStatusGate } from './erp-status-gate';

const down: ErpStatusResponse = {
  statusCode: 503,
  statusMessage: 'ERP unreachable',
  data: { status: { message_type: 'E', message_line_string: 'connect ECONNREFUSED 127.0.0.1:8090' } },
};
const up: ErpStatusResponse = { statusCode: 200, statusMessage: 'OK', data: { status: { message_type: 'S', message_line_string: 'ok' } } };

const user = (Permissions: string[]) =>
  ({ UserId: 1, Login: 'a', FirstName: 'A', LastName: 'B', Email: 'a@b', Company: 'C', UserRole: 'admin', Status: 'active', Permissions, PrimaryAccountTypeId: 1 }) as UserAccountsResponse;

function renderGate(path: string) {
  return renderAt(
    <ErpStatusGate>
      <AppLayout>
        <p>page content</p>
      </AppLayout>
    </ErpStatusGate>,
    path,
  );
}

describe('ErpStatusGate (spec §2)', () => {
  afterEach(() => {
    cleanup();
    useErpStatusStore.getState().reset();
  });

  it('lets everyone through when the ERP answers S', () => {
    useErpStatusStore.setState({ status: up });
    useSessionStore.getState().setUser(user([]));
    renderGate('/invoices');
    expect(screen.getByText('page content')).toBeInTheDocument();
  });

  it('sends a user who may edit the configuration to /settings/configuration, with the status shown', () => {
    useErpStatusStore.setState({ status: down });
    useSessionStore.getState().setUser(user(['CanEditSystemConfig']));
    renderGate('/invoices');
    expect(screen.getByTestId('location')).toHaveTextContent('/settings/configuration');
  });

  it('shows SAP Connection Status: Error with the message and lines on the configuration page', () => {
    useErpStatusStore.setState({ status: down });
    useSessionStore.getState().setUser(user(['CanEditSystemConfig']));
    renderGate('/settings/configuration');
    expect(screen.getByText('SAP Connection Status: Error')).toBeInTheDocument();
    expect(screen.getByText('ERP unreachable')).toBeInTheDocument();
    expect(screen.getByText('connect ECONNREFUSED 127.0.0.1:8090')).toBeInTheDocument();
    expect(screen.getByText('page content')).toBeInTheDocument();
  });

  it('sends everyone else to /system-error', () => {
    useErpStatusStore.setState({ status: down });
    useSessionStore.getState().setUser(user(['CanMakePayment']));
    renderGate('/invoices');
    expect(screen.getByTestId('location')).toHaveTextContent('/system-error');
  });
});
