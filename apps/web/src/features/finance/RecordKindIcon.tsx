import {
  BankOutlined,
  BookOutlined,
  GiftOutlined,
  PlaySquareOutlined,
  RollbackOutlined,
} from '@ant-design/icons';
import type { finance } from '@fox/contracts';

const ICONS = {
  dramaSale: PlaySquareOutlined,
  wishSettle: GiftOutlined,
  novelSale: BookOutlined,
  withdraw: BankOutlined,
  clawback: RollbackOutlined,
} as const;

/** The round badge before a record, so the kinds read apart at a glance. */
export function RecordKindIcon({ kind }: { kind: finance.FinanceRecordKind }) {
  const Icon = ICONS[kind];
  return (
    <span className={`finance-kind-icon finance-kind-icon--${kind}`} aria-hidden>
      <Icon />
    </span>
  );
}
