import { useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button, Empty, Input, Result, Segmented, Skeleton, Tabs } from 'antd';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { consoleReview as contract } from '@fox/contracts';
import { consoleReview } from '@fox/contracts/client';
import { ConsoleTable, failureText, PageSection, type ConsoleFilter } from '../../kit';
import { useReviewActions } from './review-actions';
import { reviewColumns } from './review-columns';
import { useReviewQueues, type ReviewQueue } from './review-data';
import { ReviewItemDrawer } from './ReviewItemDrawer';
import './review.css';
import './review-drawer.css';

/** A queue's list: its views as tabs, the keyword, its batch actions, and the drawer of one item. */
function QueueView({ queue }: { queue: ReviewQueue }) {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('view');
  const view = queue.views.some((known) => known.key === asked) ? asked! : contract.PENDING_VIEW;
  const [openId, setOpenId] = useState<number | null>(null);
  const actions = useReviewActions(queue);
  const columns = useMemo(
    () => reviewColumns(queue, actions.forItem, (item) => setOpenId(item.id)),
    [queue, actions],
  );
  const filters: ConsoleFilter[] = [
    {
      name: 'keyword',
      label: '关键词',
      width: 280,
      input: <Input allowClear maxLength={32} placeholder={queue.keywordHint} data-testid="review-keyword" />,
    },
  ];

  return (
    <div className="review-queue" data-testid={`review-queue-${queue.key}`}>
      <div className="review-views">
        <Segmented
          value={view}
          onChange={(next) => {
            setOpenId(null);
            setSearch(next === contract.PENDING_VIEW ? {} : { view: String(next) }, { replace: true });
          }}
          options={queue.views.map((option) => ({
            value: option.key,
            label: <span data-testid={`review-view-${option.key}`}>{option.label}</span>,
          }))}
          data-testid="review-views"
        />
      </div>
      <ConsoleTable
        endpoint={consoleReview.reviewItems}
        params={{ queue: queue.key, view }}
        columns={columns}
        filters={filters}
        total="more"
        batchActions={actions.batch}
        onOpen={(item) => setOpenId(item.id)}
        testId="review-table"
      />
      <ReviewItemDrawer queue={queue} itemId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}

/** A queue's tab: its title and how many items wait in it. */
function QueueTab({ queue }: { queue: ReviewQueue }) {
  return (
    <span className="review-tab" data-testid={`review-tab-${queue.key}`}>
      {queue.title}
      <Badge
        count={queue.pending}
        showZero
        overflowCount={999}
        color={queue.pending > 0 ? undefined : '#c9cdd4'}
        className="review-tab__count"
        data-testid={`review-pending-${queue.key}`}
      />
    </span>
  );
}

/** Loads the queues the role opens, or says why there are none. */
function useQueuesOrState() {
  const query = useReviewQueues();
  if (query.isPending) {
    return { state: <Skeleton active paragraph={{ rows: 8 }} /> };
  }
  if (query.isError) {
    return {
      state: (
        <Alert
          type="error"
          showIcon
          title={failureText(query.error)}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              重试
            </Button>
          }
          data-testid="review-queues-error"
        />
      ),
    };
  }
  if (query.queues.length === 0) {
    return { state: <Empty description="当前角色没有可处理的审核队列" data-testid="review-no-queues" /> };
  }
  return { queues: query.queues };
}

/**
 * 内容审核 at /review/:queue: every queue the operator's role opens as a tab with its pending count, and
 * the named queue's list. What a queue shows (its views, keyword hint, actions, reasons) is what the
 * server declares of it, so a queue added on the server appears here with no new page.
 */
export function ReviewQueuePage() {
  const { queue: key } = useParams();
  const navigate = useNavigate();
  const loaded = useQueuesOrState();
  if (!loaded.queues) return <PageSection>{loaded.state}</PageSection>;
  const { queues } = loaded;
  const queue = queues.find((candidate) => candidate.key === key);
  return (
    <PageSection testId="review-page">
      <Tabs
        activeKey={queue?.key ?? ''}
        onChange={(next) => void navigate(`/review/${next}`)}
        items={queues.map((candidate) => ({ key: candidate.key, label: <QueueTab queue={candidate} /> }))}
        className="review-tabs"
      />
      {queue ? (
        <QueueView key={queue.key} queue={queue} />
      ) : (
        <Result
          status="404"
          title="没有这个审核队列"
          subTitle="它不存在，或不属于当前角色。请从上方选择一个队列。"
          extra={
            <Button type="primary" onClick={() => void navigate(`/review/${queues[0]!.key}`)}>
              打开{queues[0]!.title}
            </Button>
          }
          data-testid="review-queue-missing"
        />
      )}
    </PageSection>
  );
}

/**
 * 内容审核 from the menu: the role's first queue with items waiting, or its first queue. The redirect is
 * asked again on every arrival here (each location key): a login lands on this page through two
 * navigations in a row, and the second must not leave the operator on an empty page.
 */
export function ReviewHomePage() {
  const loaded = useQueuesOrState();
  const navigate = useNavigate();
  const location = useLocation();
  const firstKey = loaded.queues
    ? (loaded.queues.find((queue) => queue.pending > 0) ?? loaded.queues[0]!).key
    : null;
  useEffect(() => {
    if (firstKey) void navigate(`/review/${firstKey}`, { replace: true });
  }, [firstKey, location.key, navigate]);
  if (!loaded.queues) return <PageSection>{loaded.state}</PageSection>;
  return (
    <PageSection>
      <Skeleton active paragraph={{ rows: 8 }} />
    </PageSection>
  );
}
