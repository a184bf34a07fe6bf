// The page is loaded on its own by the router, not through the feature's index: it registers the texts too.
import '../register-messages';
import { useEffect, useRef, useState } from 'react';
import { Avatar, Button, Spin } from 'antd';
import {
  CheckCircleFilled,
  ClockCircleFilled,
  ExclamationCircleFilled,
  UserOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { groupJoin } from '@fox/contracts';
import { api, isApiError } from '../../../api';
import { useTranslation } from '../../../i18n/use-translation';
import { routeTitleKey } from '../../../i18n/route-titles';
import type { PageProps } from '../../../ui/PageHeading';
import { useSessionStore } from '../../auth';
import { GroupAvatar, openGroupChat, refreshConversations } from '../../im';
import { useRefreshGroupLists } from '../groups-queries';
import { ApplyGroupDialog } from './ApplyGroupDialog';
import { ticketOf } from './join-ticket';
import './community.css';

const isNotFound = (error: unknown) => isApiError(error) && (error.code === 404 || error.status === 404);

function openChatOf(preview: groupJoin.JoinPreview) {
  void openGroupChat(preview.groupId, { name: preview.name, avatar: preview.logo }).catch(() => {});
}

function Notice({ icon, text, testId }: { icon: React.ReactNode; text: string; testId: string }) {
  return (
    <div className="join-card__notice" data-testid={testId}>
      {icon}
      <span>{text}</span>
    </div>
  );
}

/**
 * The page a join link, QR code, channel link or passphrase opens (/joinGroup, spec 002 §4.4): a member
 * goes straight to the chat; a group that approves its members gets an application; any other joins with
 * one click. An unknown group sends the visitor home; a forged or expired link says why.
 */
export function JoinGroupPage({ routeKey }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const viewerId = useSessionStore((state) => (state.token ? state.userId : null));
  const refreshGroupLists = useRefreshGroupLists();
  const ticket = ticketOf(params);
  const [applyOpen, setApplyOpen] = useState(false);
  const [applied, setApplied] = useState(false);
  const [joined, setJoined] = useState(false);
  const [joining, setJoining] = useState(false);
  /** The preview already acted on (chat opened or apply dialog shown), so a refetch does not do it twice. */
  const actedOn = useRef<string | null>(null);

  const preview = useQuery({
    queryKey: ['groupCommunity', viewerId, 'joinPreview', params.toString()],
    queryFn: ({ signal }) => api(groupJoin.joinPreview, ticket ?? {}, { signal, silent: true }),
    enabled: viewerId !== null && ticket !== null,
    staleTime: 0,
  });
  const group = preview.data;

  useEffect(() => {
    if (preview.isError && isNotFound(preview.error)) void navigate('/home', { replace: true });
  }, [preview.isError, preview.error, navigate]);

  useEffect(() => {
    if (!group) return;
    const key = `${params.toString()}:${group.groupId}`;
    if (actedOn.current === key) return;
    actedOn.current = key;
    if (group.inGroup) openChatOf(group);
    else if (group.needConfirm && !group.applying) setApplyOpen(true);
  }, [group, params]);

  const join = async () => {
    if (!group || !ticket) return;
    setJoining(true);
    try {
      await api(groupJoin.joinGroup, ticket);
      setJoined(true);
      void refreshGroupLists();
      void refreshConversations().catch(() => {});
      openChatOf(group);
    } catch {
      // The request layer showed why (the group now asks for approval, say).
      void preview.refetch();
    } finally {
      setJoining(false);
    }
  };

  let body: React.ReactNode;
  if (ticket === null) {
    body = (
      <Notice
        icon={<ExclamationCircleFilled />}
        text={t('groupCommunity.join.badLink')}
        testId="join-refused"
      />
    );
  } else if (preview.isPending || (preview.isError && isNotFound(preview.error))) {
    body = (
      <div className="join-card__loading" data-testid="join-loading">
        <Spin />
        <span>{t('groupCommunity.join.loading')}</span>
      </div>
    );
  } else if (preview.isError) {
    const reason =
      isApiError(preview.error) && preview.error.msg ? preview.error.msg : t('groupCommunity.join.badLink');
    body = <Notice icon={<ExclamationCircleFilled />} text={reason} testId="join-refused" />;
  } else {
    const member = group!.inGroup || joined;
    const waiting = !member && (group!.applying || applied);
    body = (
      <>
        <div className="join-card__group">
          <GroupAvatar logo={group!.logo} avatars={group!.avatars} size={72} />
          <div className="join-card__name" data-testid="join-group-name">
            {group!.name}
          </div>
          <div className="join-card__count">
            {t('groupCommunity.join.members', { count: group!.groupUserNum })}
          </div>
        </div>
        {group!.inviter ? (
          <div className="join-card__inviter" data-testid="join-inviter">
            <Avatar size={24} src={group!.inviter.userAvatar || undefined} icon={<UserOutlined />} />
            <span>{t('groupCommunity.join.invitedBy', { name: group!.inviter.nickName })}</span>
          </div>
        ) : null}
        {group!.channelName ? (
          <div className="join-card__channel" data-testid="join-channel">
            {t('groupCommunity.join.channel', { name: group!.channelName })}
          </div>
        ) : null}
        {member ? (
          <>
            <Notice
              icon={<CheckCircleFilled />}
              text={t('groupCommunity.join.inGroup')}
              testId="join-member"
            />
            <Button
              type="primary"
              size="large"
              block
              onClick={() => openChatOf(group!)}
              data-testid="join-open-chat"
            >
              {t('groupCommunity.join.openChat')}
            </Button>
          </>
        ) : waiting ? (
          <Notice
            icon={<ClockCircleFilled />}
            text={t('groupCommunity.join.applying')}
            testId="join-waiting"
          />
        ) : group!.needConfirm ? (
          <>
            <div className="join-card__hint">{t('groupCommunity.join.needConfirm')}</div>
            <Button
              type="primary"
              size="large"
              block
              onClick={() => setApplyOpen(true)}
              data-testid="join-apply"
            >
              {t('groupCommunity.join.apply')}
            </Button>
          </>
        ) : (
          <Button
            type="primary"
            size="large"
            block
            loading={joining}
            onClick={() => void join()}
            data-testid="join-button"
          >
            {t('groupCommunity.join.join')}
          </Button>
        )}
      </>
    );
  }

  return (
    <div className="join-page" data-testid="join-page">
      <div className="join-card">
        <h1 className="join-card__title" data-testid="page-title">
          {t(routeTitleKey(routeKey))}
        </h1>
        {body}
        {ticket === null || (preview.isError && !isNotFound(preview.error)) ? (
          <Button block onClick={() => void navigate('/home')} data-testid="join-home">
            {t('groupCommunity.join.backHome')}
          </Button>
        ) : null}
      </div>
      {applyOpen && group && ticket ? (
        <ApplyGroupDialog
          ticket={ticket}
          groupName={group.name}
          onClose={() => setApplyOpen(false)}
          onApplied={() => setApplied(true)}
        />
      ) : null}
    </div>
  );
}
