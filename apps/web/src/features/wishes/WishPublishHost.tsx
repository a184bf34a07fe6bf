import { lazy, Suspense } from 'react';
import { useWishPublish } from './publish-store';

const WishPublishDialog = lazy(() =>
  import('./WishPublishDialog').then((module) => ({ default: module.WishPublishDialog })),
);

/** Mounted once in the header; the form's code loads the first time it opens. */
export function WishPublishHost() {
  const open = useWishPublish((state) => state.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <WishPublishDialog />
    </Suspense>
  );
}
