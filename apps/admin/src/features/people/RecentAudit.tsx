import { Alert, Empty, Skeleton, Tag, Timeline, Typography } from 'antd';
import { Link } from 'react-router';
import { failureText } from '../../kit';
import { useRecentAudit } from './people-queries';

/** The people actions' names in the audit trail. */
export const PEOPLE_ACTION_NAMES: Record<string, { label: string; color: string }> = {
  'user.disable': { label: '停用账号', color: 'red' },
  'user.enable': { label: '恢复账号', color: 'green' },
  'user.mute': { label: '禁言', color: 'orange' },
  'user.unmute': { label: '解除禁言', color: 'green' },
  'user.grantRole': { label: '授予角色', color: 'blue' },
  'user.revokeRole': { label: '收回角色', color: 'default' },
  'group.ban': { label: '封禁群聊', color: 'red' },
  'group.unban': { label: '解除封禁', color: 'green' },
  'group.dissolve': { label: '解散群聊', color: 'red' },
};

/**
 * What operators did to one user or group, newest first (the audit trail's latest ten entries for it),
 * so whoever acts next sees who acted before and why.
 */
export function RecentAudit({ targetType, id }: { targetType: 'user' | 'group'; id: number }) {
  const audit = useRecentAudit(targetType, id);
  return (
    <section className="people-drawer__section" data-testid="recent-audit">
      <Typography.Title level={5} className="people-drawer__heading">
        操作记录
        <Typography.Text type="secondary" className="people-drawer__heading-note">
          最近 10 条，全部见 <Link to="/audit">审计日志</Link>
        </Typography.Text>
      </Typography.Title>
      {audit.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : audit.isError ? (
        <Alert type="error" showIcon title={failureText(audit.error)} />
      ) : audit.data.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无后台操作记录" />
      ) : (
        <Timeline
          className="recent-audit"
          items={audit.data.data.map((entry) => {
            const look = PEOPLE_ACTION_NAMES[entry.action];
            return {
              key: entry.id,
              color: look?.color === 'red' ? 'red' : look?.color === 'green' ? 'green' : 'gray',
              content: (
                <div className="recent-audit__entry" data-testid="recent-audit-entry">
                  <div>
                    <Tag color={look?.color}>{look?.label ?? entry.action}</Tag>
                    <Typography.Text type="secondary">
                      {entry.createTime} · {entry.operatorName || '—'} #{entry.operatorId}
                    </Typography.Text>
                  </div>
                  {entry.reason ? (
                    <Typography.Paragraph className="recent-audit__reason">
                      原因：{entry.reason}
                    </Typography.Paragraph>
                  ) : null}
                </div>
              ),
            };
          })}
        />
      )}
    </section>
  );
}
