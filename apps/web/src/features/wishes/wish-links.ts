import type { wishes } from '@fox/contracts';

/**
 * The task details of a wish (spec 000 §2): `source` is the square's label, `isReceiving` 1 for its
 * publisher; the page still asks the server who the viewer is, so a hand-made link shows nothing more.
 */
export function taskDetailsPath(
  wish: Pick<wishes.Wish, 'taskNumber' | 'isReceiving' | 'title'>,
  source: string,
): string {
  const query = new URLSearchParams({
    taskNumber: wish.taskNumber,
    type: 'square',
    source,
    isReceiving: String(wish.isReceiving),
    title: wish.title,
  });
  return `/makeMoney/taskDetails?${query.toString()}`;
}

/** The publisher's order page of a wish. */
export const publisherOrderPath = (taskNumber: string) =>
  `/makeMoney/myBusinessOrder/orderDetail?${new URLSearchParams({ taskNumber }).toString()}`;

/** The taker's order page of a wish. */
export const takerOrderPath = (taskNumber: string) =>
  `/makeMoney/myTaskDetails?${new URLSearchParams({ taskNumber }).toString()}`;

/** The task fulfilment agreement (spec 000 §2), opened as its own page. */
export const TASK_AGREEMENT_PATH = '/explain?type=taskAgreement';
