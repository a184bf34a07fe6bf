import { useState } from 'react';
import type { groupRoles, groups } from '@fox/contracts';
import { communityDialogs, type CommunityDialogName } from '../community-slots';
import { useGroupMembers } from '../groups-queries';
import { AddMembersDialog, RemoveMembersDialog } from '../MemberPickers';
import { AllMembersDialog } from './AllMembersDialog';
import { AnnouncementDialog } from './AnnouncementDialog';
import { GroupAvatarDialog } from './GroupAvatarDialog';
import { GroupMuteDialog } from './GroupMuteDialog';
import { GroupNameDialog } from './GroupNameDialog';
import { GroupQrDialog } from './GroupQrDialog';
import { ManagedMembersDialog } from './ManagedMembersDialog';
import { MuteMembersDialog } from './MuteMembersDialog';
import { MutePeriodsDialog } from './MutePeriodsDialog';
import { NicknameDialog } from './NicknameDialog';
import { PassphraseDialog } from './PassphraseDialog';
import { SetAdminsDialog } from './SetAdminsDialog';
import { SubGroupsDialog } from './SubGroupsDialog';

/** The dialog a row of the settings panel opens. */
export type SettingsDialog =
  | 'add'
  | 'remove'
  | 'more'
  | 'name'
  | 'avatar'
  | 'qr'
  | 'word'
  | 'notice'
  | 'nickname'
  | 'admins'
  | 'managed'
  | 'mute'
  | 'associations'
  | CommunityDialogName
  | null;

interface SettingsDialogsProps {
  group: groups.Group;
  dialog: SettingsDialog;
  /** Whether the viewer may make this change (the matrix, on a group that still exists). */
  can: (action: groupRoles.GroupAction) => boolean;
  onClose: () => void;
  onOpenMember: (member: groups.Member) => void;
  /** Closes the whole panel (another group's chat opened). */
  onClosePanel: () => void;
}

/** The settings panel's dialogs, one at a time; the in-group mute dialog opens its own above it. */
export function SettingsDialogs({
  group,
  dialog,
  can,
  onClose,
  onOpenMember,
  onClosePanel,
}: SettingsDialogsProps) {
  const [inner, setInner] = useState<'periods' | 'muteMembers' | null>(null);
  // The add and remove pickers need everyone (who is in already, whom one outranks): asked only then.
  const everyone = useGroupMembers(group.id, dialog === 'add' || dialog === 'remove');
  const Community =
    dialog !== null && dialog in communityDialogs
      ? communityDialogs[dialog as CommunityDialogName]
      : undefined;

  return (
    <>
      {dialog === 'add' || dialog === 'remove' ? (
        everyone.data ? (
          dialog === 'add' ? (
            <AddMembersDialog group={group} members={everyone.data} onClose={onClose} />
          ) : (
            <RemoveMembersDialog group={group} members={everyone.data} onClose={onClose} />
          )
        ) : null
      ) : null}
      {dialog === 'more' ? <AllMembersDialog group={group} onOpen={onOpenMember} onClose={onClose} /> : null}
      {dialog === 'name' ? <GroupNameDialog group={group} onClose={onClose} /> : null}
      {dialog === 'avatar' ? <GroupAvatarDialog group={group} onClose={onClose} /> : null}
      {dialog === 'qr' ? <GroupQrDialog group={group} onClose={onClose} /> : null}
      {dialog === 'word' ? (
        <PassphraseDialog group={group} renewable={can('joinSettings')} onClose={onClose} />
      ) : null}
      {dialog === 'notice' ? (
        <AnnouncementDialog group={group} editable={can('editAnnouncement')} onClose={onClose} />
      ) : null}
      {dialog === 'nickname' ? <NicknameDialog group={group} onClose={onClose} /> : null}
      {dialog === 'admins' ? <SetAdminsDialog group={group} onClose={onClose} /> : null}
      {dialog === 'managed' ? (
        <ManagedMembersDialog group={group} canMute={can('mute')} onClose={onClose} />
      ) : null}
      {dialog === 'mute' ? (
        <GroupMuteDialog
          group={group}
          onClose={onClose}
          onEditPeriods={() => setInner('periods')}
          onMuteMembers={() => setInner('muteMembers')}
        />
      ) : null}
      {inner === 'periods' ? <MutePeriodsDialog group={group} onClose={() => setInner(null)} /> : null}
      {inner === 'muteMembers' ? <MuteMembersDialog group={group} onClose={() => setInner(null)} /> : null}
      {dialog === 'associations' ? (
        <SubGroupsDialog groupId={group.id} mode="associations" onClose={onClose} onOpened={onClosePanel} />
      ) : null}
      {Community ? <Community group={group} open onClose={onClose} /> : null}
    </>
  );
}
