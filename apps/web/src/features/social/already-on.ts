import { social } from '@fox/contracts';
import { api } from '../../api';

type Flag = 'praiseObj' | 'collectObj' | 'followObj';

/**
 * Whether a like, collect or follow is already on, for an action a guest asked for and has just logged in
 * to: their tap means "turn it on", so one already on must stay on. Answers false at once for any other run,
 * and when it cannot be told (the action then goes ahead as asked).
 */
export function alreadyOnAfterLogin(
  afterLogin: boolean,
  target: { busyCode: number; busyType: string; authorUserId?: number },
  flag: Flag,
): Promise<boolean> {
  if (!afterLogin) return Promise.resolve(false);
  return api(social.viewerFlags, target, { silent: true })
    .then((flags) => flags[flag])
    .catch(() => false);
}
