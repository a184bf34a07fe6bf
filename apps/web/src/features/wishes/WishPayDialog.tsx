import { Modal } from 'antd';
import type { payments } from '@fox/contracts';
import { QrPayPanel } from '../wallet';

/**
 * The payment QR for a reward or a deposit, through the wallet's panel the drama pay dialog uses: it
 * polls the order, refreshes a closed code and confirms 'payment finished' with the payments calls.
 */
export function WishPayDialog({
  open,
  title,
  amountLabel,
  placeOrder,
  onPaid,
  onClose,
}: {
  open: boolean;
  title: string;
  amountLabel: string;
  placeOrder: () => Promise<payments.Order>;
  onPaid: (order: payments.Order) => void;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      title={title}
      footer={null}
      centered
      width={420}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(node) => <div data-testid="wish-pay-dialog">{node}</div>}
    >
      <QrPayPanel placeOrder={placeOrder} onPaid={onPaid} amountLabel={amountLabel} />
    </Modal>
  );
}
