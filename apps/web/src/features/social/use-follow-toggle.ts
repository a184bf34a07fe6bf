import { useCallback, useEffect, useRef, useState } from 'react';
import { social } from '@fox/contracts';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { useGatedAction } from './gated-action';
import { announce, listen } from './social-events';

/** Whether the viewer follows a user; false when it cannot be told (the follow then goes ahead). */
const isFollowing = (userId: number) =>
  api(social.viewerFlags, { busyCode: userId, busyType: 'User', authorUserId: userId }, { silent: true })
    .then((flags) => flags.followObj)
    .catch(() => false);

/** Follow toggle (spec 000 §4): the server's answer sets the state; true shows '关注成功'. */
export function useFollowToggle({ userId, followed }: { userId: number; followed: boolean }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const gated = useGatedAction();
  const [shown, setShown] = useState({ followed, from: followed, userId });
  if (shown.from !== followed || shown.userId !== userId) {
    setShown({ followed, from: followed, userId });
  }
  useEffect(
    () =>
      listen((event) => {
        if (event.kind === 'follow' && event.userId === userId) {
          setShown((before) => ({ ...before, followed: event.on }));
        }
      }),
    [userId],
  );
  const pending = useRef(false);
  const [busy, setBusy] = useState(false);

  const toggle = useCallback(() => {
    gated(({ afterLogin }) => {
      if (pending.current) return;
      pending.current = true;
      setBusy(true);
      // A guest's tap means "follow": after their login, a follow already on stays on and says so.
      const alreadyOn = afterLogin ? isFollowing(userId) : Promise.resolve(false);
      alreadyOn
        .then(async (on) => {
          if (on) {
            announce({ kind: 'follow', userId, on: true });
            void message.info(t('social.alreadyFollowed'));
            return;
          }
          const now = await api(social.follow, { focusUserId: userId });
          announce({ kind: 'follow', userId, on: now });
          if (now) void message.success(t('social.followed'));
        })
        .catch(() => undefined)
        .finally(() => {
          pending.current = false;
          setBusy(false);
        });
    });
  }, [gated, userId, message, t]);

  return { followed: shown.followed, busy, toggle };
}
