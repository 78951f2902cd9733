import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { ErrorBoundary } from '../components/error-boundary';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** Counts the fallbacks React commits: each one would hold what replaces it for 300 ms. */
function counted() {
  const shown = { fallbacks: 0 };
  function Fallback() {
    shown.fallbacks += 1;
    return <p>Loading</p>;
  }
  return { shown, Fallback };
}

describe('preloadable', () => {
  it('renders at once, with no fallback, once its code has been loaded', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const [Preloaded, preload] = preloadable(load);
    const { shown, Fallback } = counted();
    await preload();

    render(
      <Suspense fallback={<Fallback />}>
        <Preloaded name="Ada" />
      </Suspense>,
    );

    // In the first commit, without waiting for anything.
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(shown.fallbacks).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like lazy when its code has not been loaded, and keeps its props', async () => {
    const [Later] = preloadable(() => Promise.resolve(Greeting));
    const { shown, Fallback } = counted();

    render(
      <Suspense fallback={<Fallback />}>
        <Later name="Grace" />
      </Suspense>,
    );

    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
    expect(shown.fallbacks).toBeGreaterThan(0);
  });

  it('never fails its preload; the failure shows where the component renders', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const [Broken, preload] = preloadable<typeof Greeting>(() => Promise.reject(new Error('chunk 404')));

    await expect(preload()).resolves.toBeUndefined();
    await act(async () => {
      render(
        <ErrorBoundary fallback={(_reset, error) => <p role="alert">{error.message}</p>}>
          <Suspense fallback={<p>Loading</p>}>
            <Broken name="Alan" />
          </Suspense>
        </ErrorBoundary>,
      );
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('chunk 404');
  });
});
