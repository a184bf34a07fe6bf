import { useState } from 'react';
import { WarningOutlined } from '@ant-design/icons';
import type { wishes } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { useSessionStore } from '../auth';
import { ReportDialog, useGatedAction } from '../social';

/**
 * Report a wish (spec 002 §3: objType BusyTask) with the portal's report dialog, as videos and articles do:
 * a guest logs in first, and the publisher sees no entry on their own wish (the server refuses it anyway).
 */
export function WishReportEntry({ wish }: { wish: wishes.Wish }) {
  const { t } = useTranslation();
  const viewerId = useSessionStore((state) => state.userId);
  const gated = useGatedAction();
  const [reporting, setReporting] = useState(false);
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
