import type { im } from '@fox/contracts';
import { uploadFile } from '../../../ui/uploader';
import {
  chatActions,
  targetOf,
  type ChatKey,
  ensureChatConnection,
  newLocalId,
  resendPending,
  messageTypeOfFile,
} from '../../im';
import { videoDurationOf, wholeSeconds } from './media-duration';

interface Job {
  localId: string;
  /** The object URL the pending bubble shows until the stored file replaces it; empty for documents. */
  preview: string;
  /** The frame to send once stored, or null when the upload failed. */
  ready: Promise<im.SendFrame | null>;
}

/** The sends of earlier selections and pastes: later files wait for them, so messages keep the order chosen. */
let earlier: Promise<unknown> = Promise.resolve();

/**
 * Sends checked files to a chat (a user, or a group by its negated id) as one message each. Every file
 * shows in the thread at once as a pending send (a picture or video from the file itself, a document as a
 * loading card); all upload side by side, and the messages go out in the order chosen, across selections,
 * as their uploads finish. A failed upload leaves the thread again. Answers how many failed.
 */
export function sendAttachments(peer: ChatKey, files: readonly File[]): Promise<number> {
  ensureChatConnection();
  const jobs = files.map((file) => startUpload(peer, file));
  const sent = earlier.then(async () => {
    let failed = 0;
    for (const job of jobs) {
      const frame = await job.ready;
      chatActions.setPendingFrame(peer, job.localId, frame);
      // The bubble now shows the stored file, or is gone: the local copy is no longer needed.
      if (job.preview) URL.revokeObjectURL(job.preview);
      if (frame) resendPending(peer, job.localId);
      else failed += 1;
    }
    return failed;
  });
  // A send that threw must not hold up every later one.
  earlier = sent.catch(() => undefined);
  return sent;
}

function startUpload(peer: ChatKey, file: File): Job {
  const messageType = messageTypeOfFile(file.name);
  const localId = newLocalId();
  const preview = messageType === 'file' ? '' : URL.createObjectURL(file);
  const draft: im.SendFrame = {
    localId,
    ...targetOf(peer),
    messageType,
    content: preview,
    ...(messageType === 'file' ? { file: { fileName: file.name, fileSize: file.size } } : {}),
  };
  chatActions.addPending(peer, draft);

  const ready = (async (): Promise<im.SendFrame | null> => {
    try {
      const [stored, measured] = await Promise.all([
        uploadFile(file),
        messageType === 'video' ? videoDurationOf(preview) : Promise.resolve(null),
      ]);
      const serverSeconds =
        stored.duration !== null && stored.duration !== undefined ? wholeSeconds(stored.duration) : null;
      const seconds = serverSeconds ?? measured;
      return {
        ...draft,
        content: stored.url,
        ...(messageType === 'file' ? { file: { fileName: stored.fileName, fileSize: stored.size } } : {}),
        ...(messageType === 'video' && seconds !== null ? { duration: seconds } : {}),
      };
    } catch {
      return null;
    }
  })();
  return { localId, preview, ready };
}
