import { Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { FileTextOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { ChinaTime, ConfirmAction, type ConfirmOptions } from '../../kit';
import { isDangerous } from './review-actions';
import type { ReviewAction, ReviewItem, ReviewQueue } from './review-data';
import { AuthorCell } from './ReviewItemDrawer';
import { ReviewAuditTag, ReviewStateTag } from './ReviewTags';

/** The work in one cell: its picture (or what kind of thing it is), its title, the start of its text, its ID. */
function ItemCell({ item }: { item: ReviewItem }) {
  return (
    <div className="review-item-cell">
      {item.cover ? (
        <img src={item.cover} alt="" loading="lazy" className="review-item-cell__thumb" />
      ) : (
        <span className="review-item-cell__thumb review-item-cell__thumb--icon" aria-hidden="true">
          {item.media ? <PlayCircleOutlined /> : <FileTextOutlined />}
        </span>
      )}
      <div className="review-item-cell__text">
        <Typography.Text strong className="review-item-cell__title" data-testid="review-row-title">
          {item.title || '（无标题）'}
        </Typography.Text>
        {item.excerpt ? (
          <Typography.Text type="secondary" className="review-item-cell__excerpt">
            {item.excerpt}
          </Typography.Text>
        ) : null}
        <Typography.Text type="secondary" className="review-item-cell__id">
          #{item.id}
        </Typography.Text>
      </div>
    </div>
  );
}

/**
 * A queue's columns: the shared fields every item has, whatever its kind, and on the right the queue's
 * actions that apply to the row now (each confirmed), then its detail.
 */
export function reviewColumns(
  queue: ReviewQueue,
  confirmFor: (action: ReviewAction, item: ReviewItem) => ConfirmOptions,
  open: (item: ReviewItem) => void,
): ColumnsType<ReviewItem> {
  return [
    { title: '内容', key: 'content', width: 300, render: (_value, item) => <ItemCell item={item} /> },
    {
      title: '作者',
      key: 'author',
      width: 150,
      render: (_value, item) => <AuthorCell author={item.author} />,
    },
    {
      title: '状态',
      key: 'state',
      width: 180,
      render: (_value, item) => (
        <div className="review-state-cell">
          <Space size={4} wrap>
            <ReviewStateTag queue={queue} state={item.state} />
            <ReviewAuditTag item={item} />
          </Space>
          {item.rejectReason ? (
            <Typography.Text
              type="secondary"
              className="review-state-cell__reason"
              title={item.rejectReason}
              data-testid="review-row-reason"
            >
              原因：{item.rejectReason}
            </Typography.Text>
          ) : null}
        </div>
      ),
    },
    {
      title: '发布时间',
      dataIndex: 'createTime',
      width: 180,
      render: (time: string) => <ChinaTime value={time} />,
    },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 190,
      render: (_value, item) => (
        <Space size={12} wrap className="review-row-actions" data-testid="review-row-actions">
          {queue.actions
            .filter((action) => item.actions.includes(action.name))
            .map((action) => (
              <ConfirmAction key={action.name} {...confirmFor(action, item)}>
                <Typography.Link
                  type={isDangerous(action) ? 'danger' : 'success'}
                  data-testid={`review-row-${action.name}`}
                >
                  {action.label}
                </Typography.Link>
              </ConfirmAction>
            ))}
          <Typography.Link
            onClick={(event) => {
              event.stopPropagation();
              open(item);
            }}
            data-testid="review-row-open"
          >
            详情
          </Typography.Link>
        </Space>
      ),
    },
  ];
}
