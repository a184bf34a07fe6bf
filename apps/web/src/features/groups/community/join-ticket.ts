import { groupJoin } from '@fox/contracts';

/**
 * The ticket of a join link's query (spec 002 §3 "Group QR code link carries"): the group and the inviter
 * of a signed link, a channel's code, or the passphrase. `type` and `sharePerson` say what the link is and
 * who shared it; the server reads neither. Null when nothing usable is there.
 */
export function ticketOf(params: URLSearchParams): groupJoin.JoinTicket | null {
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const ticket = {
    groupId: text('groupId'),
    inviteUserId: text('inviteId'),
    inviteCalculate: text('inviteCalculate'),
    channelCode: text('channelCode'),
    groupWord: text('groupWord'),
  };
  const parsed = groupJoin.joinTicketSchema.safeParse(ticket);
  if (!parsed.success) return null;
  const value = parsed.data;
  const usable =
    value.groupId !== undefined || value.channelCode !== undefined || value.groupWord !== undefined;
  return usable ? value : null;
}

/** The join page's address for a passphrase. */
export const joinPathForWord = (groupWord: string) =>
  `${groupJoin.JOIN_PAGE_PATH}?${new URLSearchParams({ groupWord }).toString()}`;
