import { useTranslation } from '../../i18n/use-translation';
import { useSessionStore } from '../auth';
import { Composer } from '../im';
import { canMentionAll, effectiveSendBlock, needsMutePolling } from './group-rules';
import { isNotMemberError, useGroupDetail, useGroupMembers, useMuteState } from './groups-queries';
import { useMentionPicker } from './use-mention-picker';

interface GroupComposerProps {
  groupId: number;
  onSend: (text: string, atIds: number[]) => void;
  onSendFiles?: (files: File[]) => void;
}

/** What stands where the composer would be when the viewer cannot send (spec 001 §4). */
export function SendBlockNotice({ text }: { text: string }) {
  return (
    <div className="group-send-block" data-testid="group-send-block">
      {text}
    </div>
  );
}

/**
 * The composer of a group chat: with the @ picker, or the reason the viewer cannot send in its place
 * (dissolved, banned, order ended, muted). A timed mute is polled every 5 s for ordinary members, as its
 * windows open and close without any message saying so.
 */
export function GroupComposer({ groupId, onSend, onSendFiles }: GroupComposerProps) {
  const { t } = useTranslation();
  const viewerId = useSessionStore((state) => state.userId);
  const detail = useGroupDetail(groupId);
  const group = detail.data;
  const polling = group ? needsMutePolling(group) : false;
  const muted = useMuteState(groupId, polling);
  const members = useGroupMembers(groupId);
  const { mention, takeAtIds } = useMentionPicker({
    members: members.data ?? [],
    viewerId,
    canMentionAll: group ? canMentionAll(group.myRole) : false,
  });

  if (detail.isError && isNotMemberError(detail.error))
    return <SendBlockNotice text={t('groups.block.notMember')} />;
  const block = group ? effectiveSendBlock(group, polling ? muted.data : undefined) : null;
  if (block) return <SendBlockNotice text={t(`groups.block.${block}`)} />;
  return (
    <div className="group-composer">
      <Composer
        onSend={(text) => onSend(text, takeAtIds(text))}
        onSendFiles={onSendFiles}
        mention={mention}
      />
    </div>
  );
}
