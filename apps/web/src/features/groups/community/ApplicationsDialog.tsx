import { useState } from 'react';
import { Avatar, Button, Modal, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { groupJoin } from '@fox/contracts';
import { api } from '../../../api';
import { useTranslation } from '../../../i18n/use-translation';
import { useFeedback } from '../../../ui/feedback';
import { useRefreshGroup } from '../groups-queries';
import type { CommunityDialogProps } from './ChannelsDialog';
import { APPLY_PAGE_SIZE, useApplications, useRefreshCommunity } from './community-queries';
import { communityPageClasses, PagedRows } from '../PagedRows';
import './community.css';

type Decision = 'Pass' | 'Refuse';

function ApplicationRow({
  application,
  deciding,
  onDecide,
}: {
  application: groupJoin.Application;
  deciding: Decision | null;
  onDecide: (decision: Decision) => void;
}) {
  const { t } = useTranslation();
  const source = application.channelName
    ? t('groupCommunity.apply.channel', { name: application.channelName })
    : application.inviterName
      ? t('groupCommunity.apply.inviter', { name: application.inviterName })
      : null;
  return (
    <div
      className="community-apply"
      data-testid="application-row"
      data-application={application.id}
      data-state={application.applyState}
    >
      <Avatar size={44} src={application.userAvatar || undefined} icon={<UserOutlined />} />
      <div className="community-apply__body">
        <div className="community-apply__name">{application.userName}</div>
        <div className="community-apply__reason">
          {application.applyContent
            ? t('groupCommunity.apply.reason', { text: application.applyContent })
            : t('groupCommunity.apply.noReason')}
        </div>
        <div className="community-apply__meta">
          {source ? <span>{t('groupCommunity.apply.via', { source })}</span> : null}
          <span>{application.createTime}</span>
        </div>
      </div>
      <div className="community-apply__actions">
        {application.applyState === 'WaitApprove' ? (
          <>
            <Button
              size="small"
              onClick={() => onDecide('Refuse')}
              loading={deciding === 'Refuse'}
              disabled={deciding !== null}
              data-testid="application-refuse"
            >
              {t('groupCommunity.apply.refuse')}
            </Button>
            <Button
              size="small"
              type="primary"
              onClick={() => onDecide('Pass')}
              loading={deciding === 'Pass'}
              disabled={deciding !== null}
              data-testid="application-agree"
            >
              {t('groupCommunity.apply.agree')}
            </Button>
          </>
        ) : (
          <Tag
            color={application.applyState === 'Pass' ? 'green' : 'default'}
            data-testid="application-state"
          >
            {t(
              application.applyState === 'Pass'
                ? 'groupCommunity.apply.passed'
                : 'groupCommunity.apply.refused',
            )}
          </Tag>
        )}
      </div>
    </div>
  );
}

/**
 * Join applications (spec 001 §6 group approval, spec 002 §7): those waiting first, then the newest; the
 * group's managers let each applicant in or turn them away, once.
 */
export function ApplicationsDialog({ group, open, onClose }: CommunityDialogProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ id: number; decision: Decision } | null>(null);
  const applications = useApplications(group.id, page, open);
  const refresh = useRefreshCommunity(group.id);
  const refreshGroup = useRefreshGroup(group.id);

  const decide = async (application: groupJoin.Application, decision: Decision) => {
    setDeciding({ id: application.id, decision });
    try {
      await api(groupJoin.auditApply, { id: application.id, applyState: decision });
      void message.success(t('groupCommunity.common.done'));
      if (decision === 'Pass') void refreshGroup();
    } catch {
      // The request layer showed why (decided already by another manager, say); the list shows it now.
    } finally {
      setDeciding(null);
      void refresh('applications');
    }
  };

  return (
    <Modal
      open={open}
      title={t('groupCommunity.apply.title')}
      onCancel={onClose}
      footer={null}
      width={520}
      centered
      modalRender={(node) => <div data-testid="applications-dialog">{node}</div>}
    >
      <div className="community__scroll">
        <PagedRows
          classes={communityPageClasses}
          pending={applications.isPending}
          emptyText={t('groupCommunity.apply.empty')}
          page={page}
          pageSize={APPLY_PAGE_SIZE}
          total={applications.data?.total ?? 0}
          onPage={setPage}
          testId="application-list"
        >
          {(applications.data?.data ?? []).map((application) => (
            <ApplicationRow
              key={application.id}
              application={application}
              deciding={deciding?.id === application.id ? deciding.decision : null}
              onDecide={(decision) => void decide(application, decision)}
            />
          ))}
        </PagedRows>
      </div>
    </Modal>
  );
}
