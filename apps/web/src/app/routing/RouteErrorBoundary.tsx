import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { LazyCrashPage } from '../pages/LazyCrashPage';

interface Props {
  children: ReactNode;
  /** Changes with every navigation: leaving the page that threw shows the new page again. */
  resetKey: string;
}

interface State {
  error: unknown;
  errorAt: string | null;
}

class Boundary extends Component<Props, State> {
  override state: State = { error: null, errorAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.errorAt === null) return { errorAt: props.resetKey };
    return state.errorAt === props.resetKey ? null : { error: null, errorAt: null };
  }

  override render(): ReactNode {
    return this.state.error === null ? this.props.children : <LazyCrashPage />;
  }
}

/** The last resort when a page or the shell throws: the crash page, until the next navigation. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary resetKey={key}>{children}</Boundary>;
}
