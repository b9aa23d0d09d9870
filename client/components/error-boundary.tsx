import { Component, type ReactNode } from 'react';

type Props = {
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
  /** A new value (e.g. other filters) clears the failure without remounting the children. */
  resetKey?: string;
};

/** Shows `fallback` when rendering below it throws (e.g. a local store read failed). */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('A screen failed to render', error);
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.retry();
  }

  retry = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
