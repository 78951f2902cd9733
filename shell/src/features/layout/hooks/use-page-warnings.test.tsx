import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { toast, useUiStore } from 'shared';
import { renderAt } from 'shared/testing';
import { Toasts } from '../../../components/toasts';
import { usePageWarnings } from './use-page-warnings';

function Layout() {
  usePageWarnings();
  return <Link to="/deposits">Deposits</Link>;
}

beforeEach(() => useUiStore.setState({ toasts: [] }));

describe('usePageWarnings (docs/product/navigation-and-layout.md#toasts)', () => {
  it('drops a warning when the user moves to another page, and keeps errors and persistent toasts', async () => {
    renderAt(
      <>
        <Toasts />
        <Layout />
      </>,
      '/invoices',
    );
    act(() => {
      toast.warning('Please select invoices');
      toast.error('Something failed');
      useUiStore.getState().pushToast({ message: 'Session timeout', severity: 'warning', persistent: true });
    });
    expect(screen.getByText('Please select invoices')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Deposits' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/deposits');
    expect(screen.queryByText('Please select invoices')).not.toBeInTheDocument();
    expect(screen.getByText('Something failed')).toBeInTheDocument();
    expect(screen.getByText('Session timeout')).toBeInTheDocument();
  });
});
