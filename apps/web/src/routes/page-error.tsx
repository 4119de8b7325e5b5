import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

interface State {
  error: unknown;
  /** The location key the error happened at, once known; another location starts afresh. */
  at: string | null;
}

class ErrorBoundary extends Component<{ locationKey: string; children: ReactNode }, State> {
  override state: State = { error: null, at: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: { locationKey: string }, state: State): Partial<State> {
    if (state.error === null) return {};
    if (state.at === null) return { at: props.locationKey };
    return state.at === props.locationKey ? {} : { error: null, at: null };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <div className="p-4">
        <h2>Unexpected Application Error!</h2>
        <h3 className="italic">{error instanceof Error ? error.message : JSON.stringify(error)}</h3>
      </div>
    );
  }
}

/**
 * What React Router's data router showed for a page that failed to load or render (a chunk that
 * a reload did not bring back, a bug): the error instead of a blank page, until the next navigation.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary locationKey={useLocation().key}>{children}</ErrorBoundary>;
}
