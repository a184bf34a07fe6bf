import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { groups } from '@fox/contracts';
import { api, isApiError } from '../../api';
import { useSessionStore } from '../auth';

/** Every group query sits under this key with the viewer's id; one group's queries under its id too. */
const ROOT = 'groups';

function useViewerId(): number | null {
  return useSessionStore((state) => (state.token ? state.userId : null));
}

export const groupQueryKey = (viewerId: number | null, groupId: number) => [ROOT, viewerId, groupId];

/** True when the answer says the viewer is not (or no longer) in the group. */
export const isNotMemberError = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.code === 404);

export function useGroupDetail(groupId: number) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [...groupQueryKey(viewerId, groupId), 'detail'],
    queryFn: ({ signal }) => api(groups.groupDetail, { id: groupId }, { signal, silent: true }),
    enabled: viewerId !== null,
    // Renames, mutes and dissolving arrive as command messages, which refetch at once (use-group-live-refresh).
    staleTime: 0,
  });
}

/** Spec 001 §9: the whole member list at once, leader first, then admins, then by join time. */
export function useGroupMembers(groupId: number, enabled = true) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [...groupQueryKey(viewerId, groupId), 'members'],
    queryFn: ({ signal }) => api(groups.groupMembers, { groupId }, { signal, silent: true }),
    enabled: viewerId !== null && enabled,
    select: (page) => page.data,
  });
}

/** Spec 001 §4, §9: whether the viewer is muted right now, polled every 5 s while `enabled`. */
export function useMuteState(groupId: number, enabled: boolean) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [...groupQueryKey(viewerId, groupId), 'mute'],
    queryFn: ({ signal }) => api(groups.muteState, { id: groupId }, { signal, silent: true }),
    enabled: viewerId !== null && enabled,
    refetchInterval: groups.MUTE_POLL_MS,
    staleTime: 0,
  });
}

/** The viewer's groups, ten a page (spec 001 §2 contacts dialog and my groups). */
export function useMyGroups(pageNum: number) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [ROOT, viewerId, 'list', pageNum],
    queryFn: ({ signal }) =>
      api(groups.groupList, { pageNum, pageSize: groups.GROUP_PAGE_SIZE }, { signal, silent: true }),
    enabled: viewerId !== null,
    placeholderData: keepPreviousData,
  });
}

/** Refetches one group's detail, members and mute state (after a change, or a command message). */
export function useRefreshGroup(groupId: number) {
  const client = useQueryClient();
  const viewerId = useViewerId();
  return () => client.invalidateQueries({ queryKey: groupQueryKey(viewerId, groupId) });
}

/** Refetches the group lists (after creating, leaving or dissolving a group). */
export function useRefreshGroupLists() {
  const client = useQueryClient();
  const viewerId = useViewerId();
  return () => client.invalidateQueries({ queryKey: [ROOT, viewerId, 'list'] });
}
