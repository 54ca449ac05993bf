import { Component, type ErrorInfo, type ReactNode } from 'react';

type ErrorBoundaryProps = {
  /** What to show instead of the children after a render error; `reset` renders them again. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  children: ReactNode;
};

type ErrorBoundaryState = { error: unknown; hasError: boolean };

/**
 * Catches a render error below it so the page never goes blank (React unmounts the whole tree on an
 * uncaught error). The router's error elements catch the screens' errors; this one guards the app
 * around the router (providers, toaster, router itself).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('The app failed to render', error, info.componentStack);
  }

  reset = (): void => {
    this.setState({ error: undefined, hasError: false });
  };

  override render(): ReactNode {
    return this.state.hasError ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
