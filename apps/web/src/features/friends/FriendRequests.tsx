import { useEffect, useState } from 'react';
import { Avatar, Button, Spin, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { friends } from '@fox/contracts';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { EmptyState } from '../../ui';
import { instantOf } from '../../ui/answer-time';
import { LoadFailed } from './LoadFailed';
import { canAnswer, requestStateKey } from './friend-rules';
import { useFriendRequests, useRefreshFriends } from './friends-queries';

const STATE_COLOURS: Record<friends.ApplyState, string> = {
  audit: 'orange',
  pass: 'green',
  reject: 'red',
  timeOut: 'default',
};

/** 新的朋友: requests received and sent with their state, received pending ones with agree and reject. */
export function FriendRequests({ onOpenUser }: { onOpenUser: (userId: number) => void }) {
  const { t } = useTranslation();
  const requests = useFriendRequests();
  const refresh = useRefreshFriends();
  const list = requests.data?.pages.flatMap((page) => page.data) ?? [];

  // Opening the list reads the received requests: the new-friend badge clears.
  useEffect(() => {
    void api(friends.markRequestsRead, undefined, { silent: true })
      .then(() => refresh())
      .catch(() => undefined);
    // Once per opening of the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (requests.isPending)
    return (
      <div className="friends-center">
        <Spin />
      </div>
    );
  if (requests.isError) return <LoadFailed onRetry={() => void requests.refetch()} />;
  return (
    <div className="friends-pane" data-testid="friend-requests">
      <h3 className="friends-pane__title">{t('friends.requests.title')}</h3>
      {list.length === 0 ? (
        <EmptyState text={t('friends.requests.empty')} />
      ) : (
        list.map((request) => <RequestRow key={request.id} request={request} onOpenUser={onOpenUser} />)
      )}
      {requests.hasNextPage && (
        <Button
          type="link"
          block
          loading={requests.isFetchingNextPage}
          onClick={() => void requests.fetchNextPage()}
        >
          {t('friends.requests.more')}
        </Button>
      )}
    </div>
  );
}

function RequestRow({
  request,
  onOpenUser,
}: {
  request: friends.FriendRequest;
  onOpenUser: (userId: number) => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const refresh = useRefreshFriends();
  const [busy, setBusy] = useState<'pass' | 'reject' | null>(null);
  const name = request.nickName || request.userName;
  const note = request.applyMsg || request.applyMsgList.at(-1) || '';

  const answer = async (choice: 'pass' | 'reject') => {
    setBusy(choice);
    try {
      await api(choice === 'pass' ? friends.pass : friends.reject, { id: request.id });
      void message.success(t('friends.card.saved'));
      await refresh();
    } catch {
      // The request layer showed why (already answered, expired).
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="friends-request" data-testid="friend-request" data-state={request.applyState}>
      <button type="button" className="friends-request__avatar" onClick={() => onOpenUser(request.friendId)}>
        <Avatar size={44} src={request.userAvatar || undefined} icon={<UserOutlined />} />
      </button>
      <div className="friends-row__main">
        <div className="friends-row__name">
          {name}
          <span className="friends-request__direction">
            {request.active === 'Y' ? t('friends.requests.sent') : t('friends.requests.received')}
          </span>
        </div>
        {note && <div className="friends-row__sub friends-request__note">{note}</div>}
        <div className="friends-row__time">{new Date(instantOf(request.createTime)).toLocaleString()}</div>
      </div>
      {canAnswer(request.applyState, request.active) ? (
        <div className="friends-request__actions">
          <Button
            size="small"
            loading={busy === 'reject'}
            disabled={busy !== null}
            onClick={() => void answer('reject')}
            data-testid="friend-request-reject"
          >
            {t('friends.requests.reject')}
          </Button>
          <Button
            type="primary"
            size="small"
            loading={busy === 'pass'}
            disabled={busy !== null}
            onClick={() => void answer('pass')}
            data-testid="friend-request-agree"
          >
            {t('friends.requests.agree')}
          </Button>
        </div>
      ) : (
        <Tag color={STATE_COLOURS[request.applyState]} data-testid="friend-request-state">
          {t(requestStateKey(request.applyState, request.active))}
        </Tag>
      )}
    </div>
  );
}
