import { useState } from 'react';
import { Button, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { wallet, type groups } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { refreshConversations } from '../im';
import { isTaskDone, orderDetailUrl, settleActionOf } from './task-rules';
import { TaskProgressDialog } from './TaskProgressDialog';
import { TaskSettleDialog } from './TaskSettleDialog';
import { useRefreshGroup } from './groups-queries';
import './task.css';

/**
 * The order progress bar on top of a task chat (spec 001 §2, §3 planVo): the wish's title, reward, state,
 * places and what each earns, the delivery standard, deliveries and takers; the progress details; and the
 * settlement button of the viewer's task role (spec 001 §4). Nothing shows until the plan is known.
 */
export function TaskProgressBar({ group }: { group: groups.Group }) {
  const { t } = useTranslation();
  const plan = group.planVo;
  const [details, setDetails] = useState(false);
  const [settling, setSettling] = useState(false);
  const refreshGroup = useRefreshGroup(group.id);
  const client = useQueryClient();
  if (!plan) return null;
  const action = settleActionOf(group.specialRole, plan.state);
  const done = isTaskDone(plan);

  const onAction = () => {
    if (action === 'applySettle') setSettling(true);
    // The publisher reviews and settles on the wish's order details.
    else window.open(orderDetailUrl(plan.taskNumber), '_blank', 'noopener');
  };
  const onApplied = () => {
    void refreshGroup();
    void client.invalidateQueries({ queryKey: ['groups', 'taskPlan', plan.taskNumber] });
    void refreshConversations().catch(() => {});
  };

  return (
    <div className={`task-bar${done ? ' task-bar--done' : ''}`} data-testid="task-progress-bar">
      <div className="task-bar__top">
        <span className="task-bar__title" data-testid="task-bar-title">
          {plan.taskTitle}
        </span>
        <Tag color={done ? 'green' : 'orange'} data-testid="task-bar-state">
          {t(`groups.task.state.${plan.state}`)}
        </Tag>
        {done ? (
          <Tag color="success" data-testid="task-bar-done">
            {t('groups.task.done')}
          </Tag>
        ) : null}
      </div>
      <div className="task-bar__figures">
        <span data-testid="task-bar-amount">
          {t('groups.task.fullAmount', { amount: wallet.formatYuan(plan.fullAmount) })}
        </span>
        <span data-testid="task-bar-stand">
          {t('groups.task.standAmount', { amount: wallet.formatYuan(plan.standAmount) })}
        </span>
        <span data-testid="task-bar-places">
          {t('groups.task.places', { receive: plan.receiveNum, stand: plan.standNum })}
        </span>
        <span data-testid="task-bar-delivered">
          {t('groups.task.delivered', { count: plan.deliveryNum })}
        </span>
      </div>
      <div className="task-bar__standard" data-testid="task-bar-standard">
        {t('groups.task.standard')}
        {plan.deliveryStandard}
      </div>
      <div className="task-bar__actions">
        <Button size="small" onClick={() => setDetails(true)} data-testid="task-bar-details">
          {t('groups.task.details')}
        </Button>
        {action ? (
          <Button size="small" type="primary" onClick={onAction} data-testid="task-bar-settle">
            {t(`groups.task.${action}`)}
          </Button>
        ) : null}
      </div>
      <TaskProgressDialog taskNumber={plan.taskNumber} open={details} onClose={() => setDetails(false)} />
      {group.specialRole === 'taskRece' ? (
        <TaskSettleDialog
          taskNumber={plan.taskNumber}
          open={settling}
          onClose={() => setSettling(false)}
          onApplied={onApplied}
        />
      ) : null}
    </div>
  );
}
