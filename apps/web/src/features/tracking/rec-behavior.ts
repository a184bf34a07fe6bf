import { tracking } from '@fox/contracts/client';
import { api } from '../../api';
import { deviceNo } from './device';

export interface RecBehavior {
  itemId: number;
  itemType: tracking.RecItemType;
  bhvType: tracking.RecBehaviorType;
  /** 1 unless said otherwise (spec: bhvValue 1); seconds for stay. */
  bhvValue?: number;
  sceneId?: string;
}

/**
 * aiRecAdd: tells the recommender what the user did with an item. Fire and forget: a lost behaviour is
 * not worth the user's attention, so failures are swallowed and never toasted.
 */
export function recordRecBehavior(behavior: RecBehavior): void {
  try {
    void api(
      tracking.recBehaviorAdd,
      {
        itemId: behavior.itemId,
        itemType: behavior.itemType,
        bhvType: behavior.bhvType,
        bhvValue: behavior.bhvValue ?? 1,
        sceneId: behavior.sceneId ?? tracking.REC_SCENES.other,
        platform: 'h5',
        imei: deviceNo(),
      },
      { silent: true },
    ).catch(() => undefined);
  } catch {
    // Nothing to tell the user.
  }
}
