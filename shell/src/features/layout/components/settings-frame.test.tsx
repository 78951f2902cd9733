import { screen } from '@testing-library/react';
import { useSessionStore } from 'shared';
import { renderAt, signIn } from 'shared/testing';
import { NO_ACCESS, SettingsFrame } from './settings-frame';

beforeEach(() => useSessionStore.getState().clear());

describe('SettingsFrame (docs/product/navigation-and-layout.md#settings-tabs)', () => {
  it.each(['/settings/users', '/settings/users/7', '/settings/registration-requests', '/settings/configuration'])(
    'tells a customer who types %s that the page is not theirs, and loads nothing there',
    (path) => {
      signIn({ permissions: ['CanMakePayment'] });
      renderAt(<SettingsFrame><p>remote page</p></SettingsFrame>, path);
      expect(screen.getByRole('heading', { level: 1, name: NO_ACCESS })).toBeInTheDocument();
      expect(screen.queryByText('remote page')).not.toBeInTheDocument();
    },
  );

  it('shows the page to a user who may use its tab, and the profile to everyone', () => {
    signIn({ permissions: ['CanViewUsers'] });
    const { unmount } = renderAt(<SettingsFrame><p>remote page</p></SettingsFrame>, '/settings/users/7');
    expect(screen.getByText('remote page')).toBeInTheDocument();
    unmount();
    signIn({ permissions: [] });
    renderAt(<SettingsFrame><p>remote page</p></SettingsFrame>, '/settings/profile');
    expect(screen.getByText('remote page')).toBeInTheDocument();
  });
});
