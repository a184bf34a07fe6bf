import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleCore, consolePeople } from '@fox/contracts/client';
import { api } from '@fox/web/api';
import { useRefreshLists } from '../../kit';

/** The people pages' own queries (details and recent audit entries); the lists are ConsoleTable's. */
export const peopleKeys = {
  all: ['people'] as const,
  user: (id: number) => ['people', 'user', id] as const,
  group: (id: number) => ['people', 'group', id] as const,
  audit: (targetType: string, id: number) => ['people', 'audit', targetType, id] as const,
};

export function useUserDetail(id: number | null) {
  return useQuery({
    queryKey: peopleKeys.user(id ?? 0),
    queryFn: ({ signal }) => api(consolePeople.userDetail, { id: id! }, { signal, silent: true }),
    enabled: id !== null,
  });
}

export function useGroupDetail(id: number | null) {
  return useQuery({
    queryKey: peopleKeys.group(id ?? 0),
    queryFn: ({ signal }) => api(consolePeople.groupDetail, { id: id! }, { signal, silent: true }),
    enabled: id !== null,
  });
}

/** The newest audit entries of one user or group, for its drawer. */
export function useRecentAudit(targetType: 'user' | 'group', id: number | null) {
  return useQuery({
    queryKey: peopleKeys.audit(targetType, id ?? 0),
    queryFn: ({ signal }) =>
      api(consoleCore.auditLog, { targetType, targetId: String(id), pageSize: 10 }, { signal, silent: true }),
    enabled: id !== null,
  });
}

/** After an action: the open detail, its audit entries and every people list are fetched again. */
export function useRefreshPeople(): () => Promise<void> {
  const queryClient = useQueryClient();
  const refreshLists = useRefreshLists();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
      refreshLists([consolePeople.searchUsers, consolePeople.operatorList, consolePeople.searchGroups]),
    ]);
  }, [queryClient, refreshLists]);
}
