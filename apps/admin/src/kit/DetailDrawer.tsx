import type { ReactNode } from 'react';
import { Alert, Descriptions, Drawer, Skeleton } from 'antd';

export interface DetailItem {
  label: ReactNode;
  value: ReactNode;
  /** Columns the value spans (of 2). */
  span?: number;
}

export interface DetailDrawerProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Label-value pairs shown first, in two columns. */
  items?: DetailItem[];
  /** Anything else: previews, JSON, history. */
  children?: ReactNode;
  /** Action buttons in the drawer's header (ConfirmAction buttons, say). */
  extra?: ReactNode;
  footer?: ReactNode;
  /** While the detail is fetched. */
  loading?: boolean;
  /** The API's message when fetching the detail failed. */
  error?: string | null;
  width?: number;
  testId?: string;
}

/** The detail of one row, sliding in from the right over its list (which keeps its filters and page). */
export function DetailDrawer({
  open,
  title,
  onClose,
  items,
  children,
  extra,
  footer,
  loading = false,
  error = null,
  width = 720,
  testId = 'detail-drawer',
}: DetailDrawerProps) {
  return (
    <Drawer
      open={open}
      title={title}
      onClose={onClose}
      extra={extra}
      footer={footer}
      size={width}
      destroyOnHidden
      data-testid={testId}
      rootClassName="detail-drawer"
    >
      {error ? <Alert type="error" showIcon title={error} className="detail-drawer__error" /> : null}
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          {items && items.length > 0 ? (
            <Descriptions
              bordered
              size="small"
              column={2}
              className="detail-drawer__items"
              items={items.map((item, index) => ({
                key: index,
                label: item.label,
                children: item.value,
                span: item.span ?? 1,
              }))}
            />
          ) : null}
          {children}
        </>
      )}
    </Drawer>
  );
}
