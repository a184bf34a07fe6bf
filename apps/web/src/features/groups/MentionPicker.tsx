import { Avatar } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { MENTION_ALL } from './group-rules';
import { RoleTag } from './RoleTag';

/** One entry of the @ picker: `name` is written after the @, `label` is what the viewer reads. */
export interface MentionOption {
  id: number;
  name: string;
  label: string;
  avatar: string;
  role: string | null;
}

interface MentionPickerProps {
  options: readonly MentionOption[];
  active: number;
  onHover: (index: number) => void;
  onPick: (option: MentionOption) => void;
}

/** The list above the composer while an @ is being typed in a group. */
export function MentionPicker({ options, active, onHover, onPick }: MentionPickerProps) {
  const { t } = useTranslation();
  return (
    <div
      className="mention-picker"
      role="listbox"
      aria-label={t('groups.mention.title')}
      data-testid="mention-picker"
    >
      <div className="mention-picker__title">{t('groups.mention.title')}</div>
      {options.map((option, index) => (
        <div
          key={option.id}
          role="option"
          aria-selected={index === active}
          className={`mention-picker__option${index === active ? ' mention-picker__option--active' : ''}`}
          // Keeps the focus (and the caret) in the text box while clicking.
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onHover(index)}
          onClick={() => onPick(option)}
          data-testid="mention-option"
          data-user={option.id}
        >
          {option.id === MENTION_ALL ? (
            <Avatar size={24} icon={<TeamOutlined />} className="mention-picker__all" />
          ) : (
            <Avatar size={24} src={option.avatar || undefined}>
              {option.label.slice(0, 1)}
            </Avatar>
          )}
          <span className="mention-picker__name">{option.label}</span>
          <RoleTag role={option.role} />
        </div>
      ))}
    </div>
  );
}
