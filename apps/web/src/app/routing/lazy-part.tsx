import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Spin } from 'antd';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { CHUNK_LOAD_TIMEOUT_MS, withTimeout } from './lazy-page';
import './lazy-part.css';

/** A component whose code arrives on first render; after a failed import the next render imports again. */
export interface LazyPart<P extends object> {
  Component: ComponentType<P>;
  /** Starts the import ahead of the first render (on intent: a hover, a focus). */
  preload: () => void;
  /** Forgets a failed import. */
  reset: () => void;
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    pending ??= withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS).then((component) => ({ default: component }));
    return pending;
  };
  let current = lazy(start);
  const Component = (props: P) => {
    const Loaded = current;
    return <Loaded {...props} />;
  };
  return {
    Component,
    preload: () => void start().catch(() => undefined),
    reset: () => {
      pending = null;
      current = lazy(start);
    },
  };
}

/** What shows while a dialog's or panel's code is on its way: a spinner, only if it takes a while. */
function PartLoading() {
  const { t } = useTranslation();
  return (
    <div className="part-loading" role="status" aria-label={t('common.loading')} data-testid="part-loading">
      <Spin size="large" delay={200} />
    </div>
  );
}

/** Runs `then` once, after the render in which a part's code turned out to be missing. */
export function AfterFailure({ then }: { then: () => void }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    then();
  }, [then]);
  return null;
}

/** Tells that the part could not be loaded and closes it, so that opening it again retries. */
function PartFailed({ onFailed }: { onFailed: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  return (
    <AfterFailure
      then={() => {
        void message.error(t('chunk.title'));
        onFailed();
      }}
    />
  );
}

/**
 * A lazily loaded extra (a button, a badge, a banner) that the page works without: `loading` shows while
 * its code is on its way, and `failed` (by default nothing) if the code cannot be fetched, rather than
 * the crash page. The next page load tries again.
 */
export function OptionalPart({
  children,
  loading = null,
  failed = null,
}: {
  children: ReactNode;
  loading?: ReactNode;
  failed?: ReactNode;
}) {
  return (
    <ChunkErrorBoundary fallback={failed}>
      <Suspense fallback={loading}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}

interface OnceOpenedProps<P extends object> {
  open: boolean;
  part: LazyPart<P>;
  /** Closes whatever asked for the part when its code could not be loaded. */
  close: () => void;
  props: P;
}

/**
 * Renders a lazily loaded dialog or panel from the first time it is opened on, and keeps it mounted so
 * that it closes with its own animation. Until then none of its code is fetched.
 */
export function OnceOpened<P extends object>({ open, part, close, props }: OnceOpenedProps<P>) {
  const [wanted, setWanted] = useState(open);
  const [failures, setFailures] = useState(0);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;

  const failed = () => {
    part.reset();
    setWanted(false);
    setFailures((count) => count + 1);
    close();
  };
  const { Component } = part;
  return (
    <ChunkErrorBoundary key={failures} fallback={<PartFailed onFailed={failed} />}>
      <Suspense fallback={open ? <PartLoading /> : null}>
        <Component {...props} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
