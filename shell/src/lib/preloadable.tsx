import { lazy, type ComponentProps, type ComponentType } from 'react';

/**
 * A component whose code loads on demand, and which renders at once, without suspending, once that
 * code is there. `lazy` suspends on its first render even when the code has come, and React then
 * holds what replaces a fallback until 300 ms after the fallback showed: a quarter of a second idle
 * on a phone's reload (docs/architecture/phone-main-thread.md#no-fallback-for-code-that-is-there).
 * Returns the component and the load that makes it ready, which never fails: a failure is met
 * again, and shown, where the component renders.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, its props kept
export function preloadable<C extends ComponentType<any>>(load: () => Promise<C>): [ComponentType<ComponentProps<C>>, () => Promise<unknown>] {
  type P = ComponentProps<C>;
  let loaded: C | undefined;
  const Lazy = lazy(() => load().then((component) => ({ default: (loaded = component) })));
  return [
    (props: P) => {
      // `Lazy` only ever suspends: its load sets `loaded` before it resolves, so an element never
      // changes from one type to the other once it has shown (which would mount it anew).
      const Component = (loaded ?? Lazy) as ComponentType<P>;
      return <Component {...props} />;
    },
    () => load().then((component) => (loaded = component), () => undefined),
  ];
}
