import { payments, wishes } from '@fox/contracts';
import { api } from '../../api';

/** What the taker sent when applying; sent again to reissue a deposit order whose code has closed. */
export interface ApplyBody {
  taskNumber: string;
  amount?: number;
  applyMsg?: string;
  applyAnnex?: string[];
}

/**
 * How the QR panel gets the deposit's order: first the one the application answered (or the reception's
 * open one), and after that code closed a fresh one, by applying again with the same body (the server
 * answers the same reception with a new deposit order while it waits to be paid).
 */
export function depositOrderPlacer(
  body: ApplyBody,
  held: { order?: payments.Order | null; orderNo?: string | null },
): () => Promise<payments.Order> {
  let first = held.order ?? null;
  let orderNo = held.orderNo ?? null;
  return async () => {
    if (first) {
      const order = first;
      first = null;
      return order;
    }
    if (orderNo) {
      const masterOrderNo = orderNo;
      orderNo = null;
      const order = await api(payments.orderState, { masterOrderNo }, { silent: true });
      if (order.state !== 'closed') return order;
    }
    const again = await api(wishes.receiveWish, body);
    if (!again.depositOrder) throw new Error('no deposit order');
    return again.depositOrder;
  };
}
