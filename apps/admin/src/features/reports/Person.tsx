import { Avatar, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { personName } from './report-words';

interface PersonCard {
  id: number;
  userName: string;
  nickName: string;
  avatar: string;
}

/** Someone in the queue (an author, a reporter, an operator): avatar, name and account ID. */
export function Person({
  person,
  size = 'small',
  testId,
}: {
  person: PersonCard | null;
  size?: 'small' | 'default';
  testId?: string;
}) {
  if (!person) {
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        账号已注销
      </Typography.Text>
    );
  }
  return (
    <span className={`report-person report-person--${size}`} data-testid={testId}>
      <Avatar
        size={size === 'small' ? 24 : 36}
        src={person.avatar || undefined}
        icon={<UserOutlined />}
        className="report-person__avatar"
      />
      <span className="report-person__text">
        <span className="report-person__name">{personName(person)}</span>
        <Typography.Text type="secondary" className="report-person__id">
          ID {person.userName}
        </Typography.Text>
      </span>
    </span>
  );
}
