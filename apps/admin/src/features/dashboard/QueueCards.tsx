import type { ReactNode } from 'react';
import { Card, Col, Row, Typography } from 'antd';
import { AlertOutlined, AuditOutlined, RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { consoleAllows, consoleReview, type ConsoleRole } from '@fox/contracts';
import { useConsoleSession } from '../../session';

/**
 * Who works each queue: the report queue's endpoints serve operations (console-reports.ts), the review
 * queues copyright and article review (consoleReview.REVIEW_ROLES); the super operator works them all.
 */
const REPORT_QUEUE_ROLES: readonly ConsoleRole[] = ['operationsAdministrator'];
const REVIEW_QUEUE_ROLES: readonly ConsoleRole[] = consoleReview.REVIEW_ROLES;

interface Queue {
  key: string;
  title: string;
  count: number;
  unit: string;
  icon: ReactNode;
  /** The queue's page under /admin/. */
  path: string;
  roles: readonly ConsoleRole[];
  /** Who works it, for an operator whose roles do not. */
  workedBy: string;
}

function QueueCard({
  queue,
  role,
  held,
}: {
  queue: Queue;
  role: ConsoleRole | null;
  held: readonly string[];
}) {
  // A role that works the queue opens it; an operator holding such a role is offered the switch there.
  const opens = (role !== null && consoleAllows([role], queue.roles)) || consoleAllows(held, queue.roles);
  const waiting = queue.count > 0;
  const body = (
    <Card
      variant="borderless"
      hoverable={opens}
      className={`queue-card${waiting ? ' queue-card--waiting' : ''}`}
      data-testid={`queue-${queue.key}`}
    >
      <div className="queue-card__icon">{queue.icon}</div>
      <div className="queue-card__text">
        <Typography.Text type="secondary">{queue.title}</Typography.Text>
        <div className="queue-card__count">
          <span data-testid={`queue-${queue.key}-count`}>{queue.count.toLocaleString('zh-CN')}</span>
          <span className="queue-card__unit">{queue.unit}</span>
        </div>
      </div>
      <div className="queue-card__go">
        {opens ? (
          <span className="queue-card__link">
            {waiting ? '去处理' : '查看队列'} <RightOutlined />
          </span>
        ) : (
          <Typography.Text type="secondary">{queue.workedBy}</Typography.Text>
        )}
      </div>
    </Card>
  );
  return opens ? (
    <Link to={queue.path} className="queue-card__anchor" data-testid={`queue-${queue.key}-link`}>
      {body}
    </Link>
  ) : (
    body
  );
}

/** What waits for operators: open reports and works pending review, each opening its queue. */
export function QueueCards({ openReports, pendingReviews }: { openReports: number; pendingReviews: number }) {
  const role = useConsoleSession((state) => state.role);
  const operator = useConsoleSession((state) => state.operator);
  const held = operator?.roles ?? [];
  const queues: Queue[] = [
    {
      key: 'reports',
      title: '待处理举报',
      count: openReports,
      unit: '个对象',
      icon: <AlertOutlined />,
      path: '/reports',
      roles: REPORT_QUEUE_ROLES,
      workedBy: '由运营管理员处理',
    },
    {
      key: 'reviews',
      title: '待审核作品',
      count: pendingReviews,
      unit: '件',
      icon: <AuditOutlined />,
      path: '/review',
      roles: REVIEW_QUEUE_ROLES,
      workedBy: '由版权审核、内容审核处理',
    },
  ];
  return (
    <Row gutter={[16, 16]} className="queue-cards" data-testid="dashboard-queues">
      {queues.map((queue) => (
        <Col key={queue.key} xs={24} md={12}>
          <QueueCard queue={queue} role={role} held={held} />
        </Col>
      ))}
    </Row>
  );
}
