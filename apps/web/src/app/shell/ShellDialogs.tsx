import { useGuide } from '../../features/auth/guide/guide-store';
import { useLoginPrompt } from '../../features/auth/login-prompt-store';
import { usePasswordDialog } from '../../features/auth/password-dialog-store';
import { useSitePicker } from '../../features/sites/site-picker-store';
import { useTopUpDialog } from '../../features/wallet/top-up-store';
import { useAddFriendStore } from '../../features/friends/add-friend-store';
import { usePanelsStore } from '../../ui/panels-store';
import { lazyPart, OnceOpened } from '../routing/lazy-part';

// Each dialog and panel arrives in its own chunk the first time it opens: none is needed to show a page.
export const loginPromptPart = lazyPart(() =>
  import('../../features/auth/LoginPrompt').then((module) => module.LoginPrompt),
);
const passwordDialogPart = lazyPart(() =>
  import('../../features/auth/PasswordDialog').then((module) => module.PasswordDialog),
);
const guidePart = lazyPart(() =>
  import('../../features/auth/guide/FirstLoginGuide').then((module) => module.FirstLoginGuide),
);
export const sitePickerPart = lazyPart(() =>
  import('../../features/sites/SitePickerDialog').then((module) => module.SitePickerDialog),
);
const topUpPart = lazyPart(() =>
  import('../../features/wallet/TopUpDialog').then((module) => module.TopUpDialog),
);
export const sidePanelsPart = lazyPart(() =>
  import('../panels/SidePanels').then((module) => module.SidePanels),
);

const noProps = {};

/** The portal's global dialogs and side panels, each mounted from the first time it is asked for. */
export function ShellDialogs() {
  const login = useLoginPrompt((state) => state.isOpen);
  const closeLogin = useLoginPrompt((state) => state.close);
  const password = usePasswordDialog((state) => state.isOpen);
  const closePassword = usePasswordDialog((state) => state.close);
  const guide = useGuide((state) => state.step !== null);
  const sitePicker = useSitePicker((state) => state.isOpen);
  const closeSitePicker = useSitePicker((state) => state.close);
  const topUp = useTopUpDialog((state) => state.isOpen);
  const closeTopUp = useTopUpDialog((state) => state.close);
  const panel = usePanelsStore((state) => state.openPanel !== null);
  const closePanel = usePanelsStore((state) => state.close);
  const addFriend = useAddFriendStore((state) => state.searching || state.applyingTo !== null);

  return (
    <>
      <OnceOpened open={login} part={loginPromptPart} close={closeLogin} props={noProps} />
      <OnceOpened open={password} part={passwordDialogPart} close={closePassword} props={noProps} />
      <OnceOpened
        open={guide}
        part={guidePart}
        close={() => useGuide.setState({ step: null })}
        props={noProps}
      />
      <OnceOpened open={sitePicker} part={sitePickerPart} close={closeSitePicker} props={noProps} />
      <OnceOpened open={topUp} part={topUpPart} close={closeTopUp} props={noProps} />
      <OnceOpened
        open={panel || addFriend}
        part={sidePanelsPart}
        close={() => {
          closePanel();
          useAddFriendStore.setState({ searching: false, applyingTo: null });
        }}
        props={noProps}
      />
    </>
  );
}
