import { Component, type ReactNode } from 'react';

interface Props {
  /** What to render instead of the failed subtree. */
  fallback: (error: unknown) => ReactNode;
  /** When this changes (the user went elsewhere), a shown error is forgotten. */
  resetKey?: string;
  children?: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** A page that throws renders the error page instead. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static override getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override componentDidUpdate(prev: Props): void {
    if (this.state.failed && prev.resetKey !== this.props.resetKey)
      this.setState({ error: null, failed: false });
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
