import { useMemo, useState } from 'react';
import { Avatar, Button, Form, Modal, Spin, type ButtonProps } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { friends, type users } from '@fox/contracts';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { EmptyState, TextInput, textRule } from '../../ui';
import { useSessionStore } from '../auth';
import { useAddFriendStore } from './add-friend-store';
import { useFriendBook, useFriendRequests, useRefreshFriends, useUserSearch } from './friends-queries';
import { LoadFailed } from './LoadFailed';
import { useDebounced } from '../../ui/use-debounced';

/** Spec 001 §2, §9: the add-friend search takes at most 20 characters and waits 300 ms. */
export const USER_SEARCH_MAX = 20;
export const USER_SEARCH_DEBOUNCE_MS = 300;

/** The add-friend dialog and the request form; mounted once, opened through the add-friend store. */
export function AddFriendDialogs() {
  return (
    <>
      <UserSearchDialog />
      <FriendRequestForm />
    </>
  );
}

function UserSearchDialog() {
  const { t } = useTranslation();
  const open = useAddFriendStore((state) => state.searching);
  const close = useAddFriendStore((state) => state.closeSearch);
  return (
    <Modal
      open={open}
      title={t('friends.search.title')}
      onCancel={close}
      footer={null}
      width={480}
      destroyOnHidden
      modalRender={(node) => <div data-testid="add-friend-dialog">{node}</div>}
    >
      <UserSearch />
    </Modal>
  );
}

function UserSearch() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const keyword = useDebounced(text.slice(0, USER_SEARCH_MAX), USER_SEARCH_DEBOUNCE_MS);
  const search = useUserSearch(keyword);
  const results = search.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div className="friends-search">
      <TextInput
        value={text}
        onChange={setText}
        maxLength={USER_SEARCH_MAX}
        placeholder={t('friends.search.placeholder')}
        searchIcon
        clearable
        autoFocus
        data-testid="add-friend-search"
      />
      <div className="friends-search__results" data-testid="add-friend-results">
        {keyword === '' ? (
          <EmptyState text={t('friends.search.hint')} />
        ) : search.isError ? (
          <LoadFailed onRetry={() => void search.refetch()} />
        ) : search.isPending ? (
          <div className="friends-center">
            <Spin />
          </div>
        ) : results.length === 0 ? (
          <EmptyState text={t('friends.search.empty')} />
        ) : (
          <>
            {results.map((user) => (
              <SearchResult key={user.id} user={user} />
            ))}
            {search.hasNextPage && (
              <Button
                type="link"
                block
                loading={search.isFetchingNextPage}
                onClick={() => void search.fetchNextPage()}
              >
                {t('friends.requests.more')}
              </Button>
            )}
          </>
        )}
      </div>
    </div>
  );
}

function SearchResult({ user }: { user: users.PublicUser }) {
  const { t } = useTranslation();
  const viewerId = useSessionStore((state) => state.userId);
  const book = useFriendBook();
  const requests = useFriendRequests();
  const openApply = useAddFriendStore((state) => state.openApply);
  const friendIds = useMemo(() => new Set(book.data?.data.map((friend) => friend.friendId)), [book.data]);
  const pendingIds = useMemo(
    () =>
      new Set(
        requests.data?.pages
          .flatMap((page) => page.data)
          .filter((request) => request.active === 'Y' && request.applyState === 'audit')
          .map((request) => request.friendId),
      ),
    [requests.data],
  );
  const name = user.nickName || user.userName;

  let status: string | null = null;
  if (user.id === viewerId) status = t('friends.search.self');
  else if (friendIds.has(user.id)) status = t('friends.search.friend');

  return (
    <div className="friends-row" data-testid="add-friend-result">
      <Avatar size={40} src={user.avatar || undefined} icon={<UserOutlined />} />
      <div className="friends-row__main">
        <div className="friends-row__name">{name}</div>
        <div className="friends-row__sub">{t('friends.search.id', { id: user.userName })}</div>
      </div>
      {status ? (
        <span className="friends-row__status">{status}</span>
      ) : (
        <Button
          type="primary"
          ghost
          size="small"
          data-testid="add-friend-apply"
          onClick={() => openApply({ id: user.id, name })}
        >
          {pendingIds.has(user.id) ? t('friends.search.pending') : t('friends.search.add')}
        </Button>
      )}
    </div>
  );
}

interface ApplyValues {
  applyMsg: string;
  alias: string;
}

/** The request: a verification message up to 128 characters and a remark name up to 16 (spec 001 §5). */
function FriendRequestForm() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const target = useAddFriendStore((state) => state.applyingTo);
  const close = useAddFriendStore((state) => state.closeApply);
  const refresh = useRefreshFriends();
  const [form] = Form.useForm<ApplyValues>();
  const [sending, setSending] = useState(false);

  const send = async (values: ApplyValues) => {
    if (!target) return;
    setSending(true);
    try {
      await api(friends.apply, {
        friendId: target.id,
        applyMsg: values.applyMsg ?? '',
        ...(values.alias ? { alias: values.alias } : {}),
        source: 'platform',
      });
      void message.success(t('friends.apply.sent'));
      void refresh();
      close();
    } catch {
      // The request layer showed the server's reason; the form stays open.
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={target ? `${t('friends.apply.title')} · ${target.name}` : t('friends.apply.title')}
      onCancel={close}
      onOk={() => form.submit()}
      okText={t('friends.apply.send')}
      cancelText={t('friends.apply.cancel')}
      confirmLoading={sending}
      destroyOnHidden
      width={440}
      okButtonProps={{ 'data-testid': 'friend-request-send' } as ButtonProps}
      modalRender={(node) => <div data-testid="friend-request-form">{node}</div>}
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={(values) => void send(values)}>
        <Form.Item name="applyMsg" label={t('friends.apply.applyMsg')} rules={[textRule('multiline', t)]}>
          <TextInput
            textarea
            rows={3}
            maxLength={friends.APPLY_MSG_MAX}
            showCount
            placeholder={t('friends.apply.applyMsgPlaceholder')}
            data-testid="friend-request-message"
          />
        </Form.Item>
        <Form.Item name="alias" label={t('friends.apply.alias')} rules={[textRule('name', t)]}>
          <TextInput
            maxLength={friends.REMARK_MAX}
            showCount
            placeholder={t('friends.apply.aliasPlaceholder')}
            data-testid="friend-request-alias"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
