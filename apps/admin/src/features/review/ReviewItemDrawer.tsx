import { Avatar, Button, Empty, Space, Timeline, Typography } from 'antd';
import { ExportOutlined, UserOutlined } from '@ant-design/icons';
import { ChinaTime, ConfirmAction, DetailDrawer, failureText, type DetailItem } from '../../kit';
import { presenterOf } from './presenters';
import { ReviewBlock } from './presenters/blocks';
import { isDangerous, useReviewActions } from './review-actions';
import { historyActionLabel, useReviewItem, type ReviewItemDetail, type ReviewQueue } from './review-data';
import { ReviewAuditTag, ReviewStateTag } from './ReviewTags';

/** The author as the list and the drawer show them: nickname, public ID; a closed account says so. */
export function AuthorCell({ author }: { author: ReviewItemDetail['author'] }) {
  if (!author) return <Typography.Text type="secondary">账号已注销</Typography.Text>;
  return (
    <span className="review-author">
      <Avatar size={24} src={author.avatar || undefined} icon={<UserOutlined />} />
      <span className="review-author__names">
        <span className="review-author__nick">{author.nickName || '未设置昵称'}</span>
        <Typography.Text type="secondary" className="review-author__id">
          ID {author.userName}
        </Typography.Text>
      </span>
    </span>
  );
}

function sharedFacts(queue: ReviewQueue, item: ReviewItemDetail): DetailItem[] {
  return [
    { label: '作者', value: <AuthorCell author={item.author} /> },
    {
      label: '状态',
      value: (
        <Space size={4}>
          <ReviewStateTag queue={queue} state={item.state} />
          <ReviewAuditTag item={item} />
        </Space>
      ),
    },
    ...(item.rejectReason
      ? [
          {
            label: '告知作者的原因',
            value: <span data-testid="review-item-reason">{item.rejectReason}</span>,
            span: 2,
          },
        ]
      : []),
    { label: '发布时间', value: <ChinaTime value={item.createTime} /> },
    { label: '更新时间', value: <ChinaTime value={item.updateTime} /> },
    ...(item.portalPath
      ? [
          {
            label: '前台页面',
            value: (
              <a href={item.portalPath} target="_blank" rel="noreferrer" data-testid="review-item-portal">
                在前台打开 <ExportOutlined />
              </a>
            ),
            span: 2,
          },
        ]
      : []),
  ];
}

/** What operators did to the item, newest first, with their reasons. */
function History({ queue, item }: { queue: ReviewQueue; item: ReviewItemDetail }) {
  return (
    <ReviewBlock title="审核记录" testId="review-history">
      {item.history.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有人处理过它" />
      ) : (
        <Timeline
          className="review-history"
          items={item.history.map((entry, index) => ({
            key: index,
            content: (
              <div className="review-history__entry" data-testid="review-history-entry">
                <div>
                  <Typography.Text strong>{historyActionLabel(queue, entry.action)}</Typography.Text>
                  <Typography.Text type="secondary">
                    {' '}
                    · {entry.operatorName || '未知操作人'} · <ChinaTime value={entry.createTime} />
                  </Typography.Text>
                </div>
                {entry.reason ? <div className="review-history__reason">原因：{entry.reason}</div> : null}
              </div>
            ),
          }))}
        />
      )}
    </ReviewBlock>
  );
}

/**
 * One item of a queue: the shared facts, the kind's presenter (the work as the operator judges it), its
 * audit trail, and the queue's actions that apply to it now.
 */
export function ReviewItemDrawer({
  queue,
  itemId,
  onClose,
}: {
  queue: ReviewQueue;
  itemId: number | null;
  onClose: () => void;
}) {
  const query = useReviewItem(queue.key, itemId);
  const actions = useReviewActions(queue);
  const item = query.data && query.data.id === itemId ? query.data : undefined;
  const presenter = presenterOf(item?.kind ?? queue.kind);
  const applicable = item ? queue.actions.filter((action) => item.actions.includes(action.name)) : [];

  return (
    <DetailDrawer
      open={itemId !== null}
      onClose={onClose}
      width={880}
      testId="review-item-drawer"
      title={
        <span className="review-drawer__title">
          <span className="review-drawer__name">{item?.title || queue.title}</span>
          {itemId !== null ? <Typography.Text type="secondary">#{itemId}</Typography.Text> : null}
        </span>
      }
      loading={itemId !== null && query.isPending}
      error={query.isError ? failureText(query.error) : null}
      extra={
        item ? (
          <Space data-testid="review-item-actions">
            {applicable.length === 0 ? (
              <Typography.Text type="secondary">当前状态没有可执行的操作</Typography.Text>
            ) : (
              applicable.map((action) => (
                <ConfirmAction key={action.name} {...actions.forItem(action, item)}>
                  <Button
                    danger={isDangerous(action)}
                    type={isDangerous(action) ? 'default' : 'primary'}
                    data-testid={`review-item-action-${action.name}`}
                  >
                    {action.label}
                  </Button>
                </ConfirmAction>
              ))
            )}
          </Space>
        ) : null
      }
      items={item ? [...sharedFacts(queue, item), ...(presenter.facts?.(item) ?? [])] : []}
    >
      {item ? (
        <div className="review-drawer__body">
          <presenter.Content item={item} />
          <History queue={queue} item={item} />
        </div>
      ) : null}
    </DetailDrawer>
  );
}
