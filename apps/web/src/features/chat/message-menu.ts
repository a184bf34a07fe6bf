import { im } from '@fox/contracts';
import { instantOf } from '../../ui/answer-time';

const isPersonCard = (message: im.Message) =>
  message.messageType === 'share' && message.share?.type === 'person';

export type MessageAction = 'copy' | 'forward' | 'recall' | 'delete' | 'report';

/**
 * The context menu's items for one message (spec 001 §5, §6): copy for text, forward without error and not
 * voice, recall for one's own recallable message within 2 minutes, delete for all but voice, report for
 * others' messages but business cards. The server checks the same rules; group roles will widen `recall`
 * here when groups come.
 */
export function menuActionsFor(message: im.Message, viewerId: number | null, now: number): MessageAction[] {
  if (message.isRecall) return [];
  const actions: MessageAction[] = [];
  if (message.messageType === 'text') actions.push('copy');
  if (im.forwardable(message)) actions.push('forward');
  if (
    message.sender.id === viewerId &&
    !message.body.err &&
    im.RECALLABLE_TYPES.includes(message.messageType) &&
    now - instantOf(message.createTime) <= im.RECALL_WINDOW_MS
  )
    actions.push('recall');
  if (!im.undeletable(message.messageType)) actions.push('delete');
  if (message.sender.id !== viewerId && !isPersonCard(message)) actions.push('report');
  return actions;
}
