import { previewLinkOf } from '../../preview';

/**
 * Opens a stored file on the preview page in a new tab, after checking it is still there. The tab is
 * opened at once, inside the click, as browsers block tabs opened after an await; it closes again when the
 * file is gone. Answers false then, for the 'file expired cannot preview' message.
 */
export async function previewChatFile(path: string, name?: string): Promise<boolean> {
  const tab = window.open('', '_blank');
  try {
    const response = await fetch(path, { method: 'HEAD' });
    if (response.ok) {
      if (tab) {
        tab.opener = null;
        tab.location.href = previewLinkOf(path, name);
      }
      return true;
    }
  } catch {
    // Unreachable counts as gone, as for downloads.
  }
  tab?.close();
  return false;
}
