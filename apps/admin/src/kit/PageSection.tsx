import type { ReactNode } from 'react';
import { Card } from 'antd';

/** A titled white block of a page (a page may hold several: a table, a form, a chart). */
export function PageSection({
  title,
  extra,
  children,
  testId,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card title={title} extra={extra} variant="borderless" className="page-section" data-testid={testId}>
      {children}
    </Card>
  );
}
