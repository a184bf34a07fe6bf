import { Avatar, Empty, Modal, Spin, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { maskMemberName, wishes } from '@fox/contracts';
import { api } from '../../api';
import { useTranslation } from '../../i18n/use-translation';

interface TaskProgressDialogProps {
  taskNumber: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The task progress dialog, 'dream-progress details' (spec 001 §2, §3 group user in plan): each taker's
 * avatar, masked nickname, whether still in the group, and how far their order has come. Read when opened,
 * so it is as fresh as the server.
 */
export function TaskProgressDialog({ taskNumber, open, onClose }: TaskProgressDialogProps) {
  const { t } = useTranslation();
  const plan = useQuery({
    queryKey: ['groups', 'taskPlan', taskNumber],
    queryFn: ({ signal }) => api(wishes.taskPlan, { taskNumber }, { signal }),
    enabled: open,
    staleTime: 0,
  });
  const members = plan.data?.members ?? [];

  return (
    <Modal
      open={open}
      title={t('groups.task.detailsTitle')}
      footer={null}
      onCancel={onClose}
      centered
      destroyOnHidden
      modalRender={(node) => <div data-testid="task-progress-dialog">{node}</div>}
    >
      {plan.isPending ? (
        <div className="task-progress__center">
          <Spin />
        </div>
      ) : members.length === 0 ? (
        <Empty description={t('groups.task.noTakers')} />
      ) : (
        <ul className="task-progress__list">
          {members.map((member) => (
            <li key={member.userId} className="task-progress__row" data-testid="task-progress-member">
              <Avatar src={member.avatar || undefined} size={36} />
              {/* The server masks names already; masking again is harmless and keeps the rule here too. */}
              <span className="task-progress__name">{maskMemberName(member.nickName)}</span>
              <Tag color={member.isInGroup ? 'green' : 'default'}>
                {t(member.isInGroup ? 'groups.task.inGroup' : 'groups.task.notInGroup')}
              </Tag>
              <span className="task-progress__state">
                {t(`groups.task.receptionState.${member.completeState}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
