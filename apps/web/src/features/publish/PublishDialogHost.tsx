import { lazy, Suspense } from 'react';
import { usePublishDialog } from './publish-store';
import type { PublishExtraTab } from './PublishDialog';

const PublishDialog = lazy(() =>
  import('./PublishDialog').then((module) => ({ default: module.PublishDialog })),
);

/**
 * Mounted once in the header; the dialog's code loads the first time it opens. `extraTabs` are what other
 * features publish through the same entry (the app hands over the wish marketplace's), so this feature
 * never imports them.
 */
export function PublishDialogHost({ extraTabs = [] }: { extraTabs?: readonly PublishExtraTab[] }) {
  const open = usePublishDialog((state) => state.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PublishDialog extraTabs={extraTabs} />
    </Suspense>
  );
}
