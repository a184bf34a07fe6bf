import { useState } from 'react';
import { Input, InputNumber, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { consoleCore as contract } from '@fox/contracts';
import { consoleCore } from '@fox/contracts/client';
import { ChinaTime, ConsoleTable, PageSection, type ConsoleFilter } from '../../kit';
import { AuditEntryDrawer } from './AuditEntryDrawer';

type AuditEntry = contract.AuditEntry;

const filters: ConsoleFilter[] = [
  {
    name: 'operatorId',
    label: '操作人 ID',
    width: 120,
    input: (
      <InputNumber
        min={1}
        precision={0}
        controls={false}
        placeholder="用户内部 ID"
        style={{ width: '100%' }}
        data-testid="audit-filter-operator"
      />
    ),
  },
  {
    name: 'action',
    label: '操作',
    width: 160,
    input: (
      <Input allowClear maxLength={64} placeholder="如 user.disable" data-testid="audit-filter-action" />
    ),
  },
  {
    name: 'targetType',
    label: '对象类型',
    width: 120,
    input: <Input allowClear maxLength={32} placeholder="如 user" data-testid="audit-filter-target-type" />,
  },
  {
    name: 'targetId',
    label: '对象 ID',
    width: 130,
    input: <Input allowClear maxLength={64} data-testid="audit-filter-target-id" />,
  },
];

const columns: ColumnsType<AuditEntry> = [
  {
    title: '时间',
    dataIndex: 'createTime',
    width: 170,
    render: (time: string) => <ChinaTime value={time} />,
  },
  {
    title: '操作人',
    key: 'operator',
    width: 160,
    render: (_value, entry) => (
      <span>
        {entry.operatorName || '—'}
        <Typography.Text type="secondary" className="audit-log__operator-id">
          {' '}
          #{entry.operatorId}
        </Typography.Text>
      </span>
    ),
  },
  {
    title: '操作',
    dataIndex: 'action',
    render: (action: string) => <Tag className="audit-log__action">{action}</Tag>,
  },
  {
    title: '对象',
    key: 'target',
    render: (_value, entry) => (
      <span>
        {entry.targetType}
        <Typography.Text type="secondary"> #{entry.targetId}</Typography.Text>
      </span>
    ),
  },
  {
    title: '原因',
    dataIndex: 'reason',
    ellipsis: true,
    width: 280,
    render: (reason: string) => reason || <Typography.Text type="secondary">—</Typography.Text>,
  },
  {
    title: '',
    key: 'open',
    width: 80,
    fixed: 'right',
    render: () => <Typography.Link>详情</Typography.Link>,
  },
];

/** 审计日志: newest first, filtered by operator, action or target; a row opens its before and after. */
export function AuditLogPage() {
  const [entry, setEntry] = useState<AuditEntry | null>(null);
  return (
    <PageSection>
      <ConsoleTable
        endpoint={consoleCore.auditLog}
        columns={columns}
        filters={filters}
        total="more"
        onOpen={setEntry}
        testId="audit-log"
      />
      <AuditEntryDrawer entry={entry} onClose={() => setEntry(null)} />
    </PageSection>
  );
}
