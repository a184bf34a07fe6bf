import { addFeatureBundles } from '../../i18n/feature-bundles';
import { groupCommunityMessages } from './community/messages';
import { groupsMessages } from './messages';

// Group chat's texts are a fifth of the app shell's catalogue and only the chat panel and the join page
// show them: they join the catalogues when group code first loads (through this feature's index).
addFeatureBundles({ groups: groupsMessages, groupCommunity: groupCommunityMessages });
