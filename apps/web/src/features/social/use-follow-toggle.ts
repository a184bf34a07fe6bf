import { useCallback, useEffect, useRef, useState } from 'react';
import { social } from '@fox/contracts';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { alreadyOnAfterLogin } from './already-on';
import { useGatedAction } from './gated-action';
import { announce, listen } from './social-events';

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
      const target = { busyCode: userId, busyType: 'User', authorUserId: userId };
      alreadyOnAfterLogin(afterLogin, target, 'followObj')
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
