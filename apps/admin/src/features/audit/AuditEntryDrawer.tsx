import { Space, Tag, Typography } from 'antd';
import type { consoleCore } from '@fox/contracts';
import { changedFields, ChinaTime, DetailDrawer, JsonBlock } from '../../kit';

/** One audit entry: who, what, when and why, with the object before and after, pretty-printed. */
export function AuditEntryDrawer({
  entry,
  onClose,
}: {
  entry: consoleCore.AuditEntry | null;
  onClose: () => void;
}) {
  const changed = entry ? changedFields(entry.before, entry.after) : [];
  return (
    <DetailDrawer
      open={entry !== null}
      title={entry ? `审计记录 #${entry.id}` : ''}
      onClose={onClose}
      testId="audit-entry-drawer"
      items={
        entry
          ? [
              { label: '时间', value: <ChinaTime value={entry.createTime} /> },
              { label: '操作人', value: `${entry.operatorName || '—'} #${entry.operatorId}` },
              { label: '操作', value: <Tag>{entry.action}</Tag> },
              { label: '对象', value: `${entry.targetType} #${entry.targetId}` },
              { label: '原因', value: entry.reason || '—', span: 2 },
            ]
          : []
      }
    >
      {entry ? (
        <div className="audit-entry">
          {changed.length > 0 ? (
            <Space size={[4, 4]} wrap className="audit-entry__changed">
              <Typography.Text type="secondary">变更字段：</Typography.Text>
              {changed.map((field) => (
                <Tag key={field} color="orange">
                  {field}
                </Tag>
              ))}
            </Space>
          ) : null}
          <div className="audit-entry__states">
            <JsonBlock label="操作前" value={entry.before} testId="audit-entry-before" />
            <JsonBlock label="操作后" value={entry.after} testId="audit-entry-after" />
          </div>
        </div>
      ) : null}
    </DetailDrawer>
  );
}
