import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { groups } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import type { ComposerEditor, ComposerMention } from '../im';
import {
  atIdsFor,
  MENTION_ALL,
  memberMatches,
  mentionQueryAt,
  publicNameOf,
  shownNameOf,
  type PickedMention,
} from './group-rules';
import { MentionPicker, type MentionOption } from './MentionPicker';

interface MentionPickerInput {
  members: readonly groups.Member[];
  viewerId: number | null;
  /** Spec 001 §5: '@所有人' is offered to the leader and admins only. */
  canMentionAll: boolean;
}

/**
 * Spec 001 §5's mention picker as a composer plug-in: typing "@" opens the group's members filtered by the
 * text after it (alias, nickname or username); picking writes "@name " and remembers who, so the send
 * carries their ids. While it is open, Enter and Tab pick, the arrows move and Escape closes it.
 */
export function useMentionPicker({ members, viewerId, canMentionAll }: MentionPickerInput) {
  const { t } = useTranslation();
  const [at, setAt] = useState<{ start: number; query: string; caret: number } | null>(null);
  const [active, setActive] = useState(0);
  const picks = useRef<PickedMention[]>([]);

  const allName = t('groups.mention.all');
  const options = useMemo<MentionOption[]>(() => {
    if (!at) return [];
    const list: MentionOption[] = [];
    if (canMentionAll && allName.toLowerCase().includes(at.query.toLowerCase())) {
      list.push({ id: MENTION_ALL, name: allName, label: `@${allName}`, avatar: '', role: null });
    }
    for (const member of members) {
      if (member.userId === viewerId || !memberMatches(member, at.query)) continue;
      list.push({
        id: member.userId,
        name: publicNameOf(member),
        label: shownNameOf(member),
        avatar: member.userAvatar,
        role: member.permissionType,
      });
    }
    return list;
  }, [at, members, viewerId, canMentionAll, allName]);
  const open = options.length > 0;
  const current = Math.min(active, options.length - 1);

  const choose = (option: MentionOption, editor: ComposerEditor) => {
    if (!at) return;
    const before = editor.text.slice(0, at.start);
    const inserted = `@${option.name} `;
    editor.replace(before + inserted + editor.text.slice(at.caret), before.length + inserted.length);
    picks.current = [...picks.current, { id: option.id, name: option.name }];
    setAt(null);
  };

  const mention: ComposerMention = {
    onEdit: (text, caret) => {
      const found = mentionQueryAt(text, caret);
      setAt(found ? { ...found, caret } : null);
      setActive(0);
    },
    onKey: (event: KeyboardEvent<HTMLTextAreaElement>, editor) => {
      if (!open) return false;
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          const step = event.key === 'ArrowDown' ? 1 : -1;
          setActive((current + step + options.length) % options.length);
          break;
        }
        case 'Enter':
        case 'Tab':
          if (event.nativeEvent.isComposing) return false;
          choose(options[current]!, editor);
          break;
        case 'Escape':
          setAt(null);
          break;
        default:
          // Moving the caret away leaves the mention being typed.
          if (['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) setAt(null);
          return false;
      }
      event.preventDefault();
      // A key the picker took is the picker's alone: Escape closes it, not the chat drawer around it.
      event.stopPropagation();
      return true;
    },
    render: (editor) =>
      open ? (
        <MentionPicker
          options={options}
          active={current}
          onHover={setActive}
          onPick={(option) => choose(option, editor)}
        />
      ) : null,
  };

  return {
    mention,
    /** The ids to send with this text; forgets the picks, as the text is on its way. */
    takeAtIds: (text: string) => {
      const ids = atIdsFor(text, picks.current);
      picks.current = [];
      return ids;
    },
  };
}
