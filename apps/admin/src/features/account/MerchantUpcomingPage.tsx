import { Button, Result, Typography } from 'antd';
import { HourglassOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { ConsoleRole } from '@fox/contracts';
import { PageSection, ROLE_NAMES } from '../../kit';
import { useConsoleSession } from '../../session';

/** What each merchant role's back office will hold, and the feature it arrives with. */
const UPCOMING: Partial<Record<ConsoleRole, { part: string; arrivesWith: string }[]>> = {
  provider: [
    { part: '心愿（任务）的发布、接单与进度管理', arrivesWith: '心愿广场' },
    { part: '分销推广与佣金结算', arrivesWith: '分销' },
  ],
  agent: [
    { part: '分单与分销订单管理', arrivesWith: '分销' },
    { part: '心愿订单的分派与跟进', arrivesWith: '心愿广场' },
  ],
};

/**
 * 商家后台 for providers and agents: their own back office is not built yet, and this page says so
 * plainly, naming the features its parts arrive with. Nothing here pretends to work.
 */
export function MerchantUpcomingPage() {
  const current = useConsoleSession((state) => state.role);
  // The super operator sees this page too: it then lists both merchant roles' parts.
  const role = current === 'provider' || current === 'agent' ? current : null;
  const parts = role ? (UPCOMING[role] ?? []) : [...(UPCOMING.provider ?? []), ...(UPCOMING.agent ?? [])];
  return (
    <PageSection testId="merchant-upcoming">
      <Result
        status="info"
        icon={<HourglassOutlined className="merchant-upcoming__icon" />}
        title={`${role ? ROLE_NAMES[role] : '商家'}后台尚未开放`}
        subTitle="以下功能会随对应的平台功能一起上线，目前这里还没有可以操作的内容。"
        extra={
          <Link to="/account">
            <Button>查看账号信息</Button>
          </Link>
        }
      >
        <ul className="merchant-upcoming__list">
          {parts.map((item) => (
            <li key={item.part}>
              <Typography.Text strong>{item.part}</Typography.Text>
              <Typography.Text type="secondary">：随「{item.arrivesWith}」功能上线</Typography.Text>
            </li>
          ))}
        </ul>
      </Result>
    </PageSection>
  );
}
