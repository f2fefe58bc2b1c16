import dynamic from 'next/dynamic';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isKnownDomError, reloadOnce } from './auto-reload';

// Loaded only when something has broken.
const ErrorPage = dynamic(() => import('./ErrorPage').then((m) => m.ErrorPage), { ssr: false });

interface State {
  failed: boolean;
}

/** A fatal error in rendering shows the error page instead of a blank screen (spec section 2). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[fatal]', error, info.componentStack);
    if (isKnownDomError(error)) reloadOnce();
  }

  render() {
    return this.state.failed ? <ErrorPage kind="fatal" /> : this.props.children;
  }
}
