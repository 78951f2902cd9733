import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Hint } from './hint';

const user = userEvent.setup({ delay: null });

describe('Hint', () => {
  it('shows on hover, as the description of its child when asked, and goes on leaving', async () => {
    render(
      <Hint title="Meridian - Tower A" describeChild>
        <span>100200</span>
      </Hint>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(screen.getByText('100200'));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Meridian - Tower A');
    expect(screen.getByText('100200')).toHaveAccessibleDescription('Meridian - Tower A');
    await user.unhover(screen.getByText('100200'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on keyboard focus, goes on Escape, and leaves the name of a labelled control alone', async () => {
    render(
      <Hint title="Account settings" align="end">
        <button type="button" aria-label="Account settings">
          A
        </button>
      </Hint>,
    );
    await user.tab();
    const button = screen.getByRole('button', { name: 'Account settings' });
    expect(button).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Account settings');
    expect(button).not.toHaveAttribute('aria-describedby');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
