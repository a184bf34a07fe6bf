import { useState } from 'react';
import { Button } from 'antd';
import { content, contentArticles, contentQa, profiles } from '@fox/contracts';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { useConfirmDialog } from '../../ui';
import { useRefreshProfile } from './profile-queries';

const BATCH_STATE = {
  Video: content.videoBatchState,
  Article: contentArticles.articleBatchState,
  Question: contentQa.questionBatchState,
} as const;

/** The owner's on/off shelf switch of one work; shown only where the author may switch it. */
export function ShelfButton({ work }: { work: profiles.WorkCard }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const confirm = useConfirmDialog();
  const refresh = useRefreshProfile();
  const [busy, setBusy] = useState(false);
  if (!profiles.SHELF_SWITCHABLE_KINDS.includes(work.busyType)) return null;
  if (work.state !== 'OnShelf' && work.state !== 'OffShelf') return null;
  const endpoint = BATCH_STATE[work.busyType as keyof typeof BATCH_STATE];
  const next = work.state === 'OnShelf' ? 'OffShelf' : 'OnShelf';

  const apply = async () => {
    setBusy(true);
    try {
      await api(endpoint, { ids: [work.id], state: next });
      void message.success(t(next === 'OffShelf' ? 'profile.takenOff' : 'profile.putOnDone'));
      await refresh();
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const onClick = () => {
    if (next === 'OnShelf') return void apply();
    void confirm({ title: t('profile.takeOff'), content: t('profile.takeOffConfirm'), danger: true }).then(
      (ok) => {
        if (ok) void apply();
      },
    );
  };

  return (
    <Button size="small" loading={busy} onClick={onClick} data-testid="work-shelf-toggle">
      {t(next === 'OffShelf' ? 'profile.takeOff' : 'profile.putOn')}
    </Button>
  );
}
