import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { groupAdmin, groupJoin, groups } from '@fox/contracts';
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

/** Spec 002 §2.6, §9: the settings panel's avatar grid asks for the first 11 members only; `total` is the head count. */
export const MEMBER_GRID_ASK = 11;

export function useGroupMemberGrid(groupId: number, enabled = true) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [...groupQueryKey(viewerId, groupId), 'members', 'grid'],
    queryFn: ({ signal }) =>
      api(groups.groupMembers, { groupId, limit: MEMBER_GRID_ASK }, { signal, silent: true }),
    enabled: viewerId !== null && enabled,
  });
}

/**
 * The viewer's own join link (spec 002 §3 group QR code link): made once per opening of the panel and
 * shared by the QR code and the join-link row. It is signed and lasts 7 days, so it is kept a while.
 */
export function useJoinCode(groupId: number, enabled: boolean) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [...groupQueryKey(viewerId, groupId), 'joinCode'],
    // Silent: the QR dialog and the join-link row say themselves when no link could be made.
    queryFn: () => api(groupJoin.genCode, { id: groupId }, { silent: true }),
    enabled: viewerId !== null && enabled,
    staleTime: 10 * 60_000,
  });
}

/** The group's join passphrase, made on first asking. */
export function useGroupWord(groupId: number, enabled: boolean) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [...groupQueryKey(viewerId, groupId), 'word'],
    queryFn: ({ signal }) => api(groupAdmin.groupWord, { id: groupId }, { signal, silent: true }),
    enabled: viewerId !== null && enabled,
  });
}

/** Spec 002 §2.7: the main group and its sub-groups, a page at a time (the association list and the switch dialog). */
export const SUB_GROUP_PAGE = 20;
export function useSubGroups(groupId: number, pageNum: number, enabled = true) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [...groupQueryKey(viewerId, groupId), 'subGroups', pageNum],
    queryFn: ({ signal }) =>
      api(groupAdmin.subGroupList, { groupId, pageNum, pageSize: SUB_GROUP_PAGE }, { signal, silent: true }),
    enabled: viewerId !== null && enabled,
    placeholderData: keepPreviousData,
  });
}

/** Member management (spec 002 §2.6): newest first with how each came in, 20 a page, filtered by name. */
export const MANAGED_PAGE = 20;
export function useManagedMembers(groupId: number, name: string, pageNum: number, enabled = true) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [...groupQueryKey(viewerId, groupId), 'managed', name, pageNum],
    queryFn: ({ signal }) =>
      api(
        groupAdmin.managedMembers,
        { groupId, pageNum, pageSize: MANAGED_PAGE, ...(name ? { name } : {}) },
        { signal },
      ),
    enabled: viewerId !== null && enabled,
    placeholderData: keepPreviousData,
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
