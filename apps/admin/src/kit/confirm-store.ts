import type { ReactNode } from 'react';
import type { Callable } from '@fox/web/api';
import { create } from 'zustand';

/** What a confirmation asks and does. */
export interface ConfirmOptions {
  /** The question: "强制下架这个视频？" */
  title: ReactNode;
  /** What will happen, and to whom. */
  description?: ReactNode;
  /** The confirm button's text (确定 by default). */
  okText?: string;
  /** A red confirm button. */
  danger?: boolean;
  /**
   * What cannot be undone (a dissolved group, a refund): the dialog says so, and a reason is required
   * whatever `reason` says.
   */
  irreversible?: boolean;
  /** Ask for a reason: `required` (or any irreversible action), `optional`, or not at all (default). */
  reason?: 'required' | 'optional';
  /** The reason field's hint, e.g. who will read it ("将通过系统通知告知作者"). */
  reasonHint?: string;
  /** Runs on confirm; the dialog stays open with the API's message if it rejects. */
  action: (input: { reason: string }) => Promise<unknown>;
  /** The toast on success (操作成功 by default). */
  successText?: string;
  /** Lists to fetch again after success (their endpoints, as given to ConsoleTable). */
  invalidates?: readonly Callable[];
  testId?: string;
}

interface ConfirmRequest {
  /** Tells one confirmation from the next, so that each opens with an empty reason. */
  id: number;
  options: ConfirmOptions;
  resolve: (done: boolean) => void;
}

/** The one confirmation shown at a time; ConfirmActionHost renders it. */
export const useConfirmRequest = create<{ current: ConfirmRequest | null }>()(() => ({ current: null }));

/**
 * Opens the confirmation; resolves true once the action succeeded, false when it was cancelled. Another
 * confirmation still open is cancelled first.
 */
let lastId = 0;

export function confirmAction(options: ConfirmOptions): Promise<boolean> {
  useConfirmRequest.getState().current?.resolve(false);
  lastId += 1;
  const id = lastId;
  return new Promise((resolve) => {
    useConfirmRequest.setState({
      current: {
        id,
        options,
        resolve: (done) => {
          if (useConfirmRequest.getState().current?.id === id) {
            useConfirmRequest.setState({ current: null });
          }
          resolve(done);
        },
      },
    });
  });
}
