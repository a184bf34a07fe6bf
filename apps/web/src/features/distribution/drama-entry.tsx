import { lazy, Suspense } from 'react';

const SettingsButton = lazy(() =>
  import('./DistributionSettings').then((module) => ({ default: module.DistributionSettings })),
);

/**
 * The drama creator's 分销设置 on their own drama card. The button, its dialog and texts arrive in a chunk
 * of their own when the card first shows, so the pages that hold the card carry none of it.
 */
export function DramaDistributionEntry(props: { dramaId: number; title: string; singlePrice: number }) {
  return (
    <Suspense fallback={null}>
      <SettingsButton {...props} />
    </Suspense>
  );
}
