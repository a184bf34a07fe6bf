import { useEffect, useState } from 'react';

/** Dialogs and drawers of the page, as antd and our own overlays draw them. */
const DIALOGS = '[role="dialog"], .ant-modal-wrap, .ant-drawer-content-wrapper';

function shownDialogOutside(own: string): boolean {
  return [...document.querySelectorAll(DIALOGS)].some(
    (element) => !element.closest(own) && element.getClientRects().length > 0,
  );
}

/**
 * Whether a dialog other than the one inside `own` is showing (a pay dialog opened right after the login
 * that starts the guide): the guide waits for it to close rather than cover it. Watched while `active`.
 */
export function useOtherDialogOpen(own: string, active: boolean): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!active) return;
    const check = () => setOpen(shownDialogOutside(own));
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class', 'style'],
    });
    return () => observer.disconnect();
  }, [own, active]);
  return active && open;
}
