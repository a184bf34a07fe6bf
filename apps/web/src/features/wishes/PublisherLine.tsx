import { Avatar } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';

/** Someone's avatar and name, as cards and order pages show the publisher or a taker. */
export function PublisherLine({
  avatar,
  nickName,
  userName,
  size = 24,
}: {
  avatar: string;
  nickName: string;
  userName: string;
  size?: number;
}) {
  const { t } = useTranslation();
  const name = nickName || userName || t('wishes.anonymous');
  return (
    <span className="wish-person" data-testid="wish-person">
      <Avatar size={size} src={avatar || undefined} icon={<UserOutlined />} />
      <span className="wish-person__name" title={name}>
        {name}
      </span>
    </span>
  );
}
