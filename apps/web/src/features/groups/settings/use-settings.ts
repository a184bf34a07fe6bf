import { useState } from 'react';
import { groupRoles, type groups } from '@fox/contracts';
import { useFeedback } from '../../../ui/feedback';
import { useTranslation } from '../../../i18n/use-translation';
import { useRefreshGroup } from '../groups-queries';

/** What the viewer may do in this group: the matrix of spec 002 §6, and nothing besides. */
export function mayIn(group: groups.Group) {
  const context = { groupType: group.groupType, planState: group.planVo?.state ?? null };
  return (action: groupRoles.GroupAction) => groupRoles.may(group.role, action, context);
}

/** Whether the member-management fold shows (its own roles and those of a row inside it). */
export const showsMemberManagement = (group: groups.Group) =>
  groupRoles.showsMemberManagement(group.role, {
    groupType: group.groupType,
    planState: group.planVo?.state ?? null,
  });

/**
 * Runs one change of the group: holds the controls while it runs, says the spec's success text (§8) and
 * shows the group afresh. A failure was shown by the request layer; the caller learns it by `false`, so a
 * dialog stays open for a correction.
 */
export function useGroupChange(groupId: number) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const refreshGroup = useRefreshGroup(groupId);
  const [busy, setBusy] = useState(false);
  const run = async (change: () => Promise<unknown>, successKey: string): Promise<boolean> => {
    setBusy(true);
    try {
      await change();
      void message.success(t(successKey));
      void refreshGroup();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
