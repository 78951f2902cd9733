import { Component, type ReactNode } from 'react';

interface Props {
  fallback: (reset: () => void, error: Error) => ReactNode;
  children: ReactNode;
  /** Changing it clears a caught error (a new route, a new account). */
  resetKey?: unknown;
}
interface State {
  error: Error | null;
  resetKey: unknown;
}

/**
 * Catches render errors of its children so one broken area does not blank the whole page. React
 * logs each caught error to the console itself (its root's onCaughtError).
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.reset, this.state.error) : this.props.children;
  }
}
