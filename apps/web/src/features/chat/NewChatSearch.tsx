import { useEffect, useState } from 'react';
import { Avatar, Button, Input, Popover } from 'antd';
import { FormOutlined } from '@ant-design/icons';
import { users, type users as usersTypes } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { openChatWith } from '../im';

/** Spec 001 §9: the add-friend search waits 300 ms and takes at most 20 characters. */
const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_MAX = 20;

/** The plus menu's "start a chat": find someone by ID or nickname and message them. */
export function NewChatSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<usersTypes.PublicUser[] | null>(null);

  useEffect(() => {
    const text = keyword.trim();
    if (text === '') {
      setFound(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api(
        users.userPage,
        { keyword: text, pageNum: 1, pageSize: 10 },
        { signal: controller.signal, silent: true },
      )
        .then((page) => setFound(page.data))
        .catch(() => {});
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword]);

  const content = (
    <div className="chat-new" data-testid="chat-new-search">
      <Input.Search
        value={keyword}
        maxLength={SEARCH_MAX}
        placeholder={t('chat.searchUser')}
        onChange={(event) => setKeyword(event.target.value)}
        allowClear
        autoFocus
      />
      <div className="chat-new__results">
        {found?.length === 0 ? <div className="chat-new__none">{t('chat.noUser')}</div> : null}
        {found?.map((user) => (
          <div className="chat-new__user" key={user.id} data-testid="chat-new-user">
            <Avatar size={32} src={user.avatar || undefined}>
              {user.nickName.slice(0, 1)}
            </Avatar>
            <span className="chat-new__name">
              {user.nickName}
              <small>ID {user.userName}</small>
            </span>
            <Button
              size="small"
              type="primary"
              ghost
              data-testid="chat-new-send"
              onClick={() => {
                setOpen(false);
                void openChatWith(user.id, { id: user.id, name: user.nickName, avatar: user.avatar });
              }}
            >
              {t('chat.sendMessage')}
            </Button>
          </div>
        ))}
      </div>
    </div>
  );

  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" content={content} placement="bottomLeft">
      <Button icon={<FormOutlined />} aria-label={t('chat.newChat')} data-testid="chat-new" />
    </Popover>
  );
}
