import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isLoadFailure, PageLoadError } from '@profit/design-system/screens';
import { retryFailedLoads } from './retryableLazy';

interface PageErrorBoundaryProps {
  /** The address: a new one clears the error (the shopper went elsewhere). */
  resetKey: string;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  error: unknown;
  failedAt: string | null;
}

/**
 * Around a page: if its code cannot be fetched (the server down mid-visit) or it throws while
 * rendering, the page's place shows why and Try again, instead of React unmounting the whole
 * shop to a blank screen. The layout around it (bar, footer) stays and keeps working.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<PageErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: PageErrorBoundaryState,
  ): Partial<PageErrorBoundaryState> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The page could not be shown', error, info.componentStack);
  }

  private readonly retry = () => {
    retryFailedLoads();
    this.setState({ error: null, failedAt: null });
  };

  override render() {
    if (this.state.error === null) return this.props.children;
    return <PageLoadError reason={isLoadFailure(this.state.error) ? 'unreachable' : 'failed'} onRetry={this.retry} />;
  }
}
