import { useCallback } from 'react';
import { social } from '@fox/contracts';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import type { BusyType } from './busy-type';
import { useGatedAction } from './gated-action';

/** "Not interested" (dislikeInsertByDislike): login first; the server keeps one mark per user and object. */
export function useDislike(): (args: { busyCode: number; busyType: BusyType }) => void {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const gated = useGatedAction();
  return useCallback(
    ({ busyCode, busyType }) =>
      gated(() => {
        api(social.dislike, { busyCode, busyType, dislikeType: 'DislikeCategory' }).then(
          () => void message.success(t('social.disliked')),
          () => undefined,
        );
      }),
    [gated, message, t],
  );
}
