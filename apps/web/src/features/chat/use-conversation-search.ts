import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { groups, type friends } from '@fox/contracts';
import { api } from '../../api';
import { useSessionStore } from '../auth';
import { useFriendBook } from '../friends';
import { useDebounced } from '../../ui/use-debounced';

/** Spec 001 §9: the conversation search waits 500 ms after the last keystroke. */
export const CONVERSATION_SEARCH_DEBOUNCE_MS = 500;
/** Spec 001 §9: each kind of result shows 5 until expanded. */
export const SEARCH_PREVIEW_PER_KIND = 5;
/** The group list's largest page: a search shows every group it finds, not a page of them. */
const GROUPS_FOUND_MAX = 100;

/** A friend matches on their remark, nickname or public ID, ignoring case. */
export function friendMatches(friend: friends.Friend, keyword: string): boolean {
  const wanted = keyword.toLowerCase();
  return [friend.alias, friend.nickName, friend.userName].some((text) => text.toLowerCase().includes(wanted));
}

/**
 * The message tab's search (spec 001 §2): contacts from the friend book the friends feature already
 * holds, groups from the group list's name filter; both settle 500 ms after typing stops.
 */
export function useConversationSearch(typed: string) {
  const keyword = useDebounced(typed.trim(), CONVERSATION_SEARCH_DEBOUNCE_MS);
  const viewerId = useSessionStore((state) => (state.token ? state.userId : null));
  const book = useFriendBook();
  const foundGroups = useQuery({
    // Under the group lists' key, so that creating or leaving a group refreshes a search on screen too.
    queryKey: ['groups', viewerId, 'list', 'search', keyword],
    queryFn: ({ signal }) =>
      api(
        groups.groupList,
        { name: keyword.slice(0, groups.GROUP_NAME_MAX), pageNum: 1, pageSize: GROUPS_FOUND_MAX },
        { signal, silent: true },
      ),
    enabled: viewerId !== null && keyword !== '',
  });

  const contacts = useMemo(
    () => (keyword === '' ? [] : (book.data?.data ?? []).filter((friend) => friendMatches(friend, keyword))),
    [book.data, keyword],
  );
  const settling = keyword !== typed.trim() || book.isLoading || foundGroups.isFetching;
  return { keyword, contacts, groups: keyword === '' ? [] : (foundGroups.data?.data ?? []), settling };
}
