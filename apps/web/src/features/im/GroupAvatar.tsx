import { Avatar } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { groups } from '@fox/contracts';
import './group-avatar.css';

interface GroupAvatarProps {
  logo: string;
  /** Member avatars, leader first; at most 9 are drawn. */
  avatars: readonly string[];
  size: number;
}

/** A group's logo, or a grid of up to 9 member avatars (spec 001 §9) when it has none. */
export function GroupAvatar({ logo, avatars, size }: GroupAvatarProps) {
  if (logo) return <Avatar shape="square" size={size} src={logo} />;
  const shown = avatars.slice(0, groups.AVATAR_GRID_MAX);
  if (shown.length === 0) return <Avatar shape="square" size={size} icon={<TeamOutlined />} />;
  const columns = shown.length <= 1 ? 1 : shown.length <= 4 ? 2 : 3;
  // Square cells, centred: two members sit side by side in the middle rather than as two tall strips.
  const cell = (size - 4 - (columns - 1)) / columns;
  return (
    <span
      className="group-avatar"
      data-testid="group-avatar"
      style={{
        width: size,
        height: size,
        gridTemplateColumns: `repeat(${columns}, ${cell}px)`,
        gridAutoRows: `${cell}px`,
        alignContent: 'center',
        justifyContent: 'center',
      }}
    >
      {shown.map((src, index) => (
        <img key={index} src={src} alt="" />
      ))}
    </span>
  );
}
