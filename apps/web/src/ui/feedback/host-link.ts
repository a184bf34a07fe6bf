import type { ComponentType, Key } from 'react';
import type { Feedback, QueuedToast } from './feedback-types';

/**
 * The link between the feedback calls and antd's message, modal and notification, whose code (with its
 * dialogs and animations) is fetched the first time something is shown rather than with the first page.
 * Until it is mounted, calls wait here and are replayed in the order they were made.
 */

interface Job {
  run: (live: Feedback) => void;
  toast?: QueuedToast;
}

const queue: Job[] = [];
/** Mounted hosts, newest last; the newest shows everything. */
const hosts: Feedback[] = [];
const loadListeners = new Set<() => void>();
let Host: ComponentType | null = null;
let loading: Promise<void> | null = null;
let outlets = 0;

function newestHost(): Feedback | undefined {
  return hosts[hosts.length - 1];
}

function load(): Promise<void> {
  return (loading ??= import('./FeedbackHost').then(
    (module) => {
      Host = module.FeedbackHost;
      loadListeners.forEach((listener) => listener());
    },
    // Offline or mid-deploy: the calls keep waiting, and the next one fetches the code again.
    () => void (loading = null),
  ));
}

/**
 * Fetches the feedback code ahead of the first call (where a toast must follow at once, as on a fake
 * clock in tests); settles once it has arrived or failed.
 */
export function preloadFeedback(): Promise<void> {
  return load();
}

function flush(): void {
  for (let live = newestHost(); live && queue.length > 0; live = newestHost()) {
    queue.shift()?.run(live);
  }
}

/** antd's APIs to call now: mounted, and with nothing made earlier still waiting (which would jump ahead). */
export function directFeedback(): Feedback | undefined {
  return queue.length === 0 ? newestHost() : undefined;
}

/** antd's APIs if mounted, for closing what they show. */
export function mountedFeedback(): Feedback | undefined {
  return newestHost();
}

/**
 * Runs `run` once the feedback code is mounted, after every call queued before it, and fetches that code
 * if it is not on its way yet. The returned function withdraws the call; it says whether it still could.
 */
export function enqueue(run: Job['run'], toast?: QueuedToast): () => boolean {
  const job: Job = { run, toast };
  queue.push(job);
  void load();
  return () => {
    const index = queue.indexOf(job);
    if (index < 0) return false;
    queue.splice(index, 1);
    return true;
  };
}

/** Withdraws queued toasts of one kind: all of them, or those with `key` (what `destroy` means). */
export function withdrawToasts(kind: QueuedToast['kind'], key?: Key): void {
  for (let index = queue.length - 1; index >= 0; index -= 1) {
    const toast = queue[index]?.toast;
    if (toast?.kind === kind && (key === undefined || toast.key === key)) queue.splice(index, 1);
  }
}

/** Called by a mounted host with antd's live APIs; replays what waited. Returns the detach. */
export function attachHost(live: Feedback): () => void {
  hosts.push(live);
  flush();
  return () => {
    const index = hosts.indexOf(live);
    if (index >= 0) hosts.splice(index, 1);
  };
}

export function subscribeHostLoaded(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => void loadListeners.delete(listener);
}

/** The host component once its code has arrived, else null. */
export function loadedHost(): ComponentType | null {
  return Host;
}

/**
 * Counts the mounted outlets. Once the last one is gone for good, what still waits was meant for a page
 * that no longer exists, and is dropped. "For good": StrictMode unmounts and remounts every effect at
 * start-up in development, in the same task, and that must not lose the calls made meanwhile.
 */
export function openOutlet(): () => void {
  outlets += 1;
  return () => {
    outlets -= 1;
    queueMicrotask(() => {
      if (outlets === 0) queue.length = 0;
    });
  };
}
