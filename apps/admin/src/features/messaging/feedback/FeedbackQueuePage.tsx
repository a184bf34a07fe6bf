import { Select, Tag, Typography } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useSearchParams } from 'react-router';
import type { consoleNotices as contract } from '@fox/contracts';
import { consoleNotices } from '@fox/contracts/client';
import { ChinaTime, ConsoleTable, PageSection, StateTag, type ConsoleFilter } from '../../../kit';
import { FEEDBACK_STATE_LOOK, FEEDBACK_TYPE_LOOK, optionsOf } from '../labels';
import { FeedbackDrawer, Sender } from './FeedbackDrawer';
import '../messaging.css';

type Feedback = contract.ConsoleFeedback;

const filters: ConsoleFilter[] = [
  {
    name: 'state',
    label: '状态',
    width: 130,
    input: (
      <Select
        allowClear
        placeholder="全部状态"
        options={optionsOf(FEEDBACK_STATE_LOOK)}
        data-testid="feedback-filter-state"
      />
    ),
  },
  {
    name: 'type',
    label: '类型',
    width: 140,
    input: (
      <Select
        allowClear
        placeholder="全部类型"
        options={optionsOf(FEEDBACK_TYPE_LOOK)}
        data-testid="feedback-filter-type"
      />
    ),
  },
];

const columns: ColumnsType<Feedback> = [
  { title: 'ID', dataIndex: 'id', width: 60, render: (id: number) => `#${id}` },
  {
    title: '类型',
    dataIndex: 'type',
    width: 96,
    render: (type: Feedback['type']) => (
      <Tag color={FEEDBACK_TYPE_LOOK[type].color}>{FEEDBACK_TYPE_LOOK[type].label}</Tag>
    ),
  },
  {
    title: '反馈内容',
    dataIndex: 'content',
    width: 270,
    render: (content: string, row) => (
      <div className="feedback-cell" data-testid="feedback-row" data-id={row.id}>
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: content }} className="feedback-cell__text">
          {content}
        </Typography.Paragraph>
        {row.images.length > 0 ? (
          <Typography.Text type="secondary" className="feedback-cell__images">
            <PictureOutlined /> {row.images.length} 张图片
          </Typography.Text>
        ) : null}
      </div>
    ),
  },
  {
    title: '用户 / 联系方式',
    key: 'sender',
    width: 220,
    render: (_value, row) => (
      <div className="feedback-cell__sender">
        <Sender feedback={row} />
        <Typography.Text type="secondary" ellipsis className="feedback-cell__contact">
          {row.contact || '未留联系方式'}
        </Typography.Text>
      </div>
    ),
  },
  {
    title: '状态',
    key: 'state',
    width: 170,
    render: (_value, row) => (
      <div className="feedback-cell__state">
        <StateTag value={row.state} looks={FEEDBACK_STATE_LOOK} />
        {row.replyTime ? (
          <Typography.Text type="secondary" className="feedback-cell__replied">
            {row.repliedByName || `#${row.repliedBy ?? ''}`} 回复于 {row.replyTime.slice(5, 16)}
          </Typography.Text>
        ) : null}
      </div>
    ),
  },
  {
    title: '提交时间',
    dataIndex: 'createTime',
    width: 160,
    render: (time: string) => <ChinaTime value={time} />,
  },
  {
    title: '操作',
    key: 'open',
    width: 64,
    fixed: 'right',
    render: (_value, row) => <Typography.Link>{row.state === 'pending' ? '回复' : '查看'}</Typography.Link>,
  },
];

/**
 * 用户反馈: what users sent from the portal, newest first, by state (pending first) and type; a row opens
 * the text, pictures, contact and sender with the answer form. The answer reaches the user as a system
 * notice and under their feedback.
 */
export function FeedbackQueuePage() {
  const [search, setSearch] = useSearchParams();
  const opened = Number(search.get('id')) || null;
  const open = (id: number | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('id');
        else next.set('id', String(id));
        return next;
      },
      { replace: true },
    );
  return (
    <PageSection>
      <ConsoleTable
        endpoint={consoleNotices.feedbackQueue}
        columns={columns}
        filters={filters}
        initialFilters={{ state: 'pending' }}
        total="more"
        onOpen={(row) => open(row.id)}
        testId="feedback-queue"
      />
      <FeedbackDrawer id={opened} onClose={() => open(null)} />
    </PageSection>
  );
}
