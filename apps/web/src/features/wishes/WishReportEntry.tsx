import { useState } from 'react';
import { WarningOutlined } from '@ant-design/icons';
import type { wishes } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { useSessionStore } from '../auth';
import { ReportDialog, useGatedAction } from '../social';

/** Whether the report dialog is wanted, kept by the page: a login reloads the wish, and this entry with it. */
export function useReportWanted() {
  return useState(false);
}

/**
 * Report a wish (spec 002 §3: objType BusyTask) with the portal's report dialog, as videos and articles do:
 * a guest logs in first, and the publisher sees no entry on their own wish (the server refuses it anyway).
 * The page keeps whether the dialog is wanted, since the login reloads the wish for the new viewer: the
 * dialog then opens unless the wish turns out to be the viewer's own.
 */
export function WishReportEntry({
  wish,
  reporting,
  setReporting,
}: {
  wish: wishes.Wish;
  reporting: boolean;
  setReporting: (wanted: boolean) => void;
}) {
  const { t } = useTranslation();
  const viewerId = useSessionStore((state) => state.userId);
  const gated = useGatedAction();
  if (wish.isReceiving === 1 || viewerId === wish.userId) return null;
  return (
    <>
      <button
        type="button"
        className="wish-report"
        onClick={() => gated(() => setReporting(true))}
        data-testid="wish-report"
      >
        <WarningOutlined />
        <span>{t('social.report')}</span>
      </button>
      {reporting && (
        <ReportDialog open busyCode={wish.id} busyType="BusyTask" onClose={() => setReporting(false)} />
      )}
    </>
  );
}
