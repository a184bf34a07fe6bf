import { create } from 'zustand';

export const PUBLISH_KINDS = ['video', 'drama', 'article', 'question', 'poem', 'prose'] as const;
export type PublishKind = (typeof PUBLISH_KINDS)[number];

interface PublishDialogState {
  open: boolean;
  kind: PublishKind;
}

export const usePublishDialog = create<PublishDialogState>()(() => ({ open: false, kind: 'video' }));

/** Opens the publish dialog (the header's '发布作品'); the caller has made sure the user is logged in. */
export function openPublishDialog(kind: PublishKind = 'video'): void {
  usePublishDialog.setState({ open: true, kind });
}

export function closePublishDialog(): void {
  usePublishDialog.setState({ open: false });
}
