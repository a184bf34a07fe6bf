import { lazy, Suspense } from 'react';

const NovelPublishTab = lazy(() => import('./NovelPublishTab'));

/**
 * The 小说 tab of the publish dialog as the header mounts it: the tab's code and texts arrive when it is
 * first chosen, behind its own boundary, so the dialog and its other tabs stay as they are meanwhile.
 */
export function NovelPublishEntry({ onLeave }: { onLeave: () => void }) {
  return (
    <Suspense fallback={<div className="novel-publish-tab--loading" aria-busy="true" />}>
      <NovelPublishTab onLeave={onLeave} />
    </Suspense>
  );
}
