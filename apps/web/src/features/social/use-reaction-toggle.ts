import { useCallback, useEffect, useRef, useState } from 'react';
import { social } from '@fox/contracts';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import type { BusyType } from './busy-type';
import { alreadyOnAfterLogin } from './already-on';
import { useGatedAction } from './gated-action';
import { announce, applyAnswer, listen } from './social-events';

interface ReactionTarget {
  busyCode: number;
  busyType: BusyType;
  authorUserId: number;
}

interface Shown {
  on: boolean;
  count: number;
  /** The props the shown values were last taken from; new props (a refetch) replace them. */
  fromOn: boolean;
  fromCount: number;
}

/**
 * The shared rules of like and collect (spec 000 §4): login first, one request at a time, and the server's
 * answer decides the state; the count moves by one with it.
 */
function useReaction(
  endpoint: typeof social.like | typeof social.collect,
  target: ReactionTarget,
  on: boolean,
  count: number,
  successKey: string,
  alreadyKey: string,
) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const gated = useGatedAction();
  const [shown, setShown] = useState<Shown>({ on, count, fromOn: on, fromCount: count });
  if (shown.fromOn !== on || shown.fromCount !== count) {
    setShown({ on, count, fromOn: on, fromCount: count });
  }
  const pending = useRef(false);
  const [busy, setBusy] = useState(false);
  const { busyCode, busyType, authorUserId } = target;
  const kind = endpoint === social.like ? 'like' : 'collect';

  useEffect(
    () =>
      listen((event) => {
        if (event.kind === kind && event.busyType === busyType && event.busyCode === busyCode) {
          setShown((before) => applyAnswer(before, event.on, event.counted));
        }
      }),
    [kind, busyType, busyCode],
  );

  const toggle = useCallback(() => {
    gated(({ afterLogin }) => {
      if (pending.current) return;
      pending.current = true;
      setBusy(true);
      const flag = kind === 'like' ? 'praiseObj' : 'collectObj';
      alreadyOnAfterLogin(afterLogin, { busyCode, busyType, authorUserId }, flag)
        .then(async (on) => {
          if (on) {
            announce({ kind, busyType, busyCode, on: true, counted: true });
            void message.info(t(alreadyKey));
            return;
          }
          const now = await api(endpoint, { busyCode, busyType, authorUserId });
          announce({ kind, busyType, busyCode, on: now });
          if (now) void message.success(t(successKey));
        })
        // The request layer has already shown why it failed; the state stays as it was.
        .catch(() => undefined)
        .finally(() => {
          pending.current = false;
          setBusy(false);
        });
    });
  }, [gated, endpoint, kind, busyCode, busyType, authorUserId, message, t, successKey, alreadyKey]);

  return { on: shown.on, count: shown.count, busy, toggle };
}

/** Like toggle (contentMainLike): '点赞成功' and +1 when the server answers true, else −1. */
export function useLikeToggle(args: ReactionTarget & { liked: boolean; count: number }) {
  const { on, count, busy, toggle } = useReaction(
    social.like,
    args,
    args.liked,
    args.count,
    'social.liked',
    'social.alreadyLiked',
  );
  return { liked: on, count, busy, toggle };
}

/** Collect toggle: the same rules as like, with '收藏成功'. */
export function useCollectToggle(args: ReactionTarget & { collected: boolean; count: number }) {
  const { on, count, busy, toggle } = useReaction(
    social.collect,
    args,
    args.collected,
    args.count,
    'social.collected',
    'social.alreadyCollected',
  );
  return { collected: on, count, busy, toggle };
}
