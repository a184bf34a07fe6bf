import { create } from 'zustand';

interface WishPublishState {
  open: boolean;
  /** The draft (or unpaid wish) being continued; null for a new wish. */
  taskNumber: string | null;
}

export const useWishPublish = create<WishPublishState>()(() => ({ open: false, taskNumber: null }));

/** Opens the wish form: a new wish, or the draft or unpaid wish with this task number. */
export function openWishPublish(taskNumber: string | null = null): void {
  useWishPublish.setState({ open: true, taskNumber });
}

export function closeWishPublish(): void {
  useWishPublish.setState({ open: false, taskNumber: null });
}
