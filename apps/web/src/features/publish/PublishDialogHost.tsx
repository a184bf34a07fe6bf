import { lazy, Suspense } from 'react';
import { usePublishDialog } from './publish-store';

const PublishDialog = lazy(() =>
  import('./PublishDialog').then((module) => ({ default: module.PublishDialog })),
);

/** Mounted once in the header; the dialog's code loads the first time it opens. */
export function PublishDialogHost() {
  const open = usePublishDialog((state) => state.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PublishDialog />
    </Suspense>
  );
}
