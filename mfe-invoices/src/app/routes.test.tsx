import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeApi, signIn } from 'shared/testing';
import { resetStores } from '../testing/fixtures';
import InvoicesRoutes from './routes';

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <InvoicesRoutes />
    </MemoryRouter>,
  );

beforeEach(() => {
  resetStores();
  signIn();
  // Calls never answer: the pages show their headings while they load.
  fakeApi(() => new Promise(() => undefined));
});

describe('routes of mfe_invoices (full paths, docs/product/invoices.md)', () => {
  it.each([
    ['/invoices', 'Invoices'],
    ['/invoices/invoicesearch', 'Statement'],
    ['/invoices/detail/90001001', 'Invoice 90001001'],
    ['/invoices/detail/0090001001', 'Invoice 90001001'],
    ['/statements', 'Statements'],
    ['/invoices/nonsense', 'Invoices'],
  ])('%s shows %s', async (path, heading) => {
    at(path);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });
});
