import type { ComponentType } from 'react';
import type { groups } from '@fox/contracts';
import {
  ApplicationsDialog,
  ChannelsDialog,
  HarassRuleDialog,
  InviteRecordsDialog,
  PreJoinMessagesDialog,
} from './community';

/** The props every community dialog takes (they live in ./community). */
export interface CommunityDialogProps {
  group: groups.Group;
  open: boolean;
  onClose: () => void;
}

export type CommunityDialogName =
  'channels' | 'inviteRecords' | 'preJoinMessages' | 'harassRule' | 'applications';

/**
 * The dialogs of join channels, invite records, pre-join messages, anti-harassment and join applications,
 * which the settings rows open. A row whose dialog is not here is not shown: no row opens nothing.
 */
export const communityDialogs: Partial<Record<CommunityDialogName, ComponentType<CommunityDialogProps>>> = {
  channels: ChannelsDialog,
  inviteRecords: InviteRecordsDialog,
  preJoinMessages: PreJoinMessagesDialog,
  harassRule: HarassRuleDialog,
  applications: ApplicationsDialog,
};
