import { Alert, Button, Skeleton, Space, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { consoleDashboard } from '@fox/contracts/client';
import { api } from '@fox/web/api';
import { chinaTimeText, failureText } from '../../kit';
import { FigureCards } from './FigureCards';
import { QueueCards } from './QueueCards';
import { WeekCharts } from './WeekCharts';
import './dashboard.css';

/**
 * 数据概览: today's figures beside yesterday's, the last seven days as charts, and the queues waiting.
 * Every number is the server's (its daily counters, its queues' counters); nothing is estimated here.
 */
export function DashboardPage() {
  const dashboard = useQuery({
    queryKey: ['console-dashboard'],
    queryFn: ({ signal }) => api(consoleDashboard.dashboard, {}, { signal, silent: true }),
    // Today's figures move all day: asked again each minute while the page is open.
    refetchInterval: 60_000,
  });

  if (dashboard.isPending) return <Skeleton active paragraph={{ rows: 12 }} className="dashboard-loading" />;
  if (dashboard.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={failureText(dashboard.error)}
        action={
          <Button size="small" onClick={() => void dashboard.refetch()}>
            重试
          </Button>
        }
        data-testid="dashboard-error"
      />
    );
  }
  const { days, openReports, pendingReviews } = dashboard.data;
  const today = days.at(-1);
  const yesterday = days.at(-2);
  return (
    <div className="dashboard" data-testid="dashboard">
      <div className="dashboard__bar">
        <Typography.Text type="secondary" data-testid="dashboard-today">
          {today ? `今日 ${today.date}（北京时间）· 截至此刻的累计` : '暂无数据'}
        </Typography.Text>
        <Space size={12}>
          <Typography.Text type="secondary">
            更新于 {chinaTimeText(dashboard.dataUpdatedAt).slice(11)}
          </Typography.Text>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void dashboard.refetch()}
            loading={dashboard.isFetching}
            data-testid="dashboard-refresh"
          >
            刷新
          </Button>
        </Space>
      </div>
      {today ? <FigureCards today={today} yesterday={yesterday} /> : null}
      <QueueCards openReports={openReports} pendingReviews={pendingReviews} />
      <WeekCharts days={days} />
    </div>
  );
}
