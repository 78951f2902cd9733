import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { toast, useUiStore } from 'shared';
import { renderAt } from 'shared/testing';
import { Toasts } from './toasts';

beforeEach(() => useUiStore.setState({ toasts: [] }));

describe('Toasts (docs/product/messages.md#toasts)', () => {
  it('drops a warning when the user moves to another page, and keeps errors and persistent toasts', async () => {
    renderAt(
      <>
        <Toasts />
        <Link to="/deposits">Deposits</Link>
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
