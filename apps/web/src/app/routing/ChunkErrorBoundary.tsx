import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from './lazy-page';

interface Props {
  children: ReactNode;
  /** What to show instead of the page when its chunk could not be loaded. */
  fallback: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * Catches a page chunk that failed to load. Other errors are rethrown to the router's error page: they
 * are bugs, and importing the chunk again would not fix them.
 */
export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isChunkLoadError(error)) return this.props.fallback;
    throw error;
  }
}
