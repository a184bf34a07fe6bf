import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { groupAdmin, groupChannels, groupHarass, groupJoin } from '@fox/contracts';
import { api } from '../../../api';
import { useSessionStore } from '../../auth';

/** The community tools' queries sit under this key with the viewer's id, then the group's. */
const ROOT = 'groupCommunity';

export const CHANNEL_PAGE_SIZE = 20;
export const CHANNEL_USER_PAGE_SIZE = 20;
export const INVITE_PAGE_SIZE = 20;
export const APPLY_PAGE_SIZE = 10;
export const LED_GROUP_PAGE_SIZE = 20;

function useViewerId(): number | null {
  return useSessionStore((state) => (state.token ? state.userId : null));
}

const keyOf = (viewerId: number | null, groupId: number, ...rest: unknown[]) => [
  ROOT,
  viewerId,
  groupId,
  ...rest,
];

/** Refetches every community list of one group (after a save, a delete or a decision). */
export function useRefreshCommunity(groupId: number) {
  const client = useQueryClient();
  const viewerId = useViewerId();
  return (...part: string[]) => client.invalidateQueries({ queryKey: keyOf(viewerId, groupId, ...part) });
}

export function useChannels(groupId: number, pageNum: number, enabled: boolean) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: keyOf(viewerId, groupId, 'channels', pageNum),
    queryFn: ({ signal }) =>
      api(
        groupChannels.channelList,
        { groupId, pageNum, pageSize: CHANNEL_PAGE_SIZE },
        { signal, silent: true },
      ),
    enabled: viewerId !== null && enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useChannelUsers(groupId: number, channelId: number, pageNum: number) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: keyOf(viewerId, groupId, 'channelUsers', channelId, pageNum),
    queryFn: ({ signal }) =>
      api(
        groupChannels.channelUsers,
        { channelId, pageNum, pageSize: CHANNEL_USER_PAGE_SIZE },
        { signal, silent: true },
      ),
    enabled: viewerId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useInviteRecords(
  groupId: number,
  channelType: (typeof groupChannels.CHANNEL_TYPES)[number],
  pageNum: number,
  enabled: boolean,
) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: keyOf(viewerId, groupId, 'invites', channelType, pageNum),
    queryFn: ({ signal }) =>
      api(
        groupChannels.inviteUserList,
        { groupId, channelType, pageNum, pageSize: INVITE_PAGE_SIZE },
        { signal, silent: true },
      ),
    enabled: viewerId !== null && enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useFakeMessages(groupId: number, enabled: boolean) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: keyOf(viewerId, groupId, 'fake'),
    queryFn: ({ signal }) => api(groupChannels.fakeList, { groupId }, { signal, silent: true }),
    enabled: viewerId !== null && enabled,
    select: (page) => page.data,
    staleTime: 0,
  });
}

export function useApplications(groupId: number, pageNum: number, enabled: boolean) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: keyOf(viewerId, groupId, 'applications', pageNum),
    queryFn: ({ signal }) =>
      api(
        groupJoin.applyList,
        { targetId: groupId, applyType: 'group', pageNum, pageSize: APPLY_PAGE_SIZE },
        { signal, silent: true },
      ),
    enabled: viewerId !== null && enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useHarassRule(groupId: number, enabled: boolean) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: keyOf(viewerId, groupId, 'rule'),
    queryFn: ({ signal }) => api(groupHarass.ruleDetails, { groupId }, { signal, silent: true }),
    enabled: viewerId !== null && enabled,
    staleTime: 0,
  });
}

/** The groups the viewer may give a rule, a page at a time (not tied to one group). */
export function useGroupsILead(pageNum: number, enabled: boolean) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [ROOT, viewerId, 'led', pageNum],
    queryFn: ({ signal }) =>
      api(groupAdmin.groupsILead, { pageNum, pageSize: LED_GROUP_PAGE_SIZE }, { signal, silent: true }),
    enabled: viewerId !== null && enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Refetches the groups the viewer leads (their rules change when a rule is saved). */
export function useRefreshLedGroups() {
  const client = useQueryClient();
  const viewerId = useViewerId();
  return () => client.invalidateQueries({ queryKey: [ROOT, viewerId, 'led'] });
}
