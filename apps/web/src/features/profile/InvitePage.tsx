import { useState } from 'react';
import { Avatar, Button, Input, Skeleton } from 'antd';
import { CopyOutlined, GiftOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invite } from '@fox/contracts';
import { Link, useSearchParams } from 'react-router';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { PageHeading } from '../../ui/PageHeading';
import { EmptyState } from '../../ui';
import { openLoginPrompt, useSessionStore } from '../auth';
import { publishTimeOf } from '../../ui/text-format';
import { copyText } from '../../ui/copy-text';
import { LoadFailed } from './LoadFailed';
import { userHomeLinkOf } from './work-links';
import './profile.css';

const INVITE_KEY = 'invite';

/** The invitation an invite link carries: who sent it, and accepting it once logged in. */
function InvitationCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const userId = useSessionStore((state) => state.userId);
  const [accepted, setAccepted] = useState<string | null>(null);
  const inviter = useQuery({
    queryKey: [INVITE_KEY, 'inviter', code],
    queryFn: ({ signal }) => api(invite.inviter, { inviteCode: code }, { signal, silent: true }),
    retry: false,
  });
  const accept = useMutation({
    mutationFn: () => api(invite.bindInvite, { inviteCode: code }),
    onSuccess: (answer) => {
      setAccepted(answer.nickName);
      void message.success(t('profile.inviteCenter.accepted', { name: answer.nickName }));
    },
  });

  if (inviter.isPending) return <Skeleton active avatar paragraph={{ rows: 1 }} />;
  if (inviter.isError)
    return <EmptyState text={t('profile.inviteCenter.badCode')} data-testid="invite-bad-code" />;
  // One's own link, opened by oneself, invites nobody.
  if (inviter.data.userId === userId) return null;
  return (
    <div className="invite-card invite-card--invitation" data-testid="invitation-card">
      <Avatar src={inviter.data.avatar} size={56} alt="" />
      <div className="invite-card__text">
        {t('profile.inviteCenter.invitedBy', { name: inviter.data.nickName })}
      </div>
      {accepted ? (
        <span className="invite-card__done" data-testid="invitation-accepted">
          {t('profile.inviteCenter.accepted', { name: accepted })}
        </span>
      ) : userId === null ? (
        <Button type="primary" onClick={openLoginPrompt} data-testid="invitation-login">
          {t('profile.inviteCenter.loginToAccept')}
        </Button>
      ) : (
        <Button
          type="primary"
          loading={accept.isPending}
          onClick={() => accept.mutate()}
          data-testid="invitation-accept"
        >
          {t('profile.inviteCenter.accept')}
        </Button>
      )}
    </div>
  );
}

/** The viewer's own link (made on first visit, the same ever after), a copy button, and who joined. */
function MyInvitations() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const viewer = useSessionStore((state) => state.userId);
  const client = useQueryClient();
  const link = useQuery({
    queryKey: [INVITE_KEY, 'link', viewer],
    queryFn: () => api(invite.createInvite, undefined),
    staleTime: Infinity,
  });
  const stats = useQuery({
    queryKey: [INVITE_KEY, 'statistics', viewer],
    queryFn: ({ signal }) => api(invite.inviteStatistics, undefined, { signal }),
    enabled: link.isSuccess,
  });

  if (link.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (link.isError) return <LoadFailed onRetry={() => void link.refetch()} />;
  const url = `${window.location.origin}${link.data.invitePath}`;
  const copy = () =>
    copyText(url).then(
      () => void message.success(t('profile.inviteCenter.copied')),
      () => void message.error(t('profile.inviteCenter.copyFailed')),
    );

  return (
    <>
      <div className="invite-card" data-testid="invite-link-card">
        <div className="invite-card__label">{t('profile.inviteCenter.linkLabel')}</div>
        <div className="invite-card__link">
          <Input readOnly value={url} data-testid="invite-link" onFocus={(event) => event.target.select()} />
          <Button
            type="primary"
            icon={<CopyOutlined />}
            onClick={() => void copy()}
            data-testid="invite-copy"
          >
            {t('profile.inviteCenter.copy')}
          </Button>
        </div>
        <div className="invite-card__code">
          {t('profile.inviteCenter.code')}
          <strong data-testid="invite-code">{link.data.inviteCode}</strong>
        </div>
      </div>
      <div className="invite-stats">
        <div className="invite-stats__count" data-testid="invite-count">
          <span>{t('profile.inviteCenter.invitedCount')}</span>
          <strong>{stats.data?.invitedCount ?? 0}</strong>
          <span>{t('profile.inviteCenter.people')}</span>
        </div>
        <h2 className="invite-stats__title">{t('profile.inviteCenter.invitees')}</h2>
        {stats.isPending ? (
          <Skeleton active avatar paragraph={{ rows: 1 }} />
        ) : stats.isError ? (
          <LoadFailed onRetry={() => void client.invalidateQueries({ queryKey: [INVITE_KEY] })} />
        ) : stats.data.invitees.length === 0 ? (
          <EmptyState text={t('profile.inviteCenter.inviteesEmpty')} data-testid="invitees-empty" />
        ) : (
          <ul className="invitee-list" data-testid="invitee-list">
            {stats.data.invitees.map((person) => (
              <li key={person.userId}>
                <Link to={userHomeLinkOf(person.userId, viewer)} className="invitee-list__who">
                  <Avatar src={person.avatar} size={36} alt="" />
                  <span>{person.nickName}</span>
                </Link>
                <span className="invitee-list__time">
                  {t('profile.inviteCenter.joinedAt', { time: publishTimeOf(person.createTime) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

/** /inviteFriendsIndex: one's invite link and statistics; opened from a link, the invitation to accept. */
export function InvitePage({ routeKey }: { routeKey: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const loggedIn = useSessionStore((state) => state.userId !== null);
  const raw = params.get('inviteCode')?.trim().toUpperCase() ?? '';
  const code = invite.INVITE_CODE_PATTERN.test(raw) ? raw : null;

  return (
    <section className="page-card invite-page" data-testid="invite-page">
      <PageHeading routeKey={routeKey} />
      <div className="invite-banner">
        <GiftOutlined className="invite-banner__icon" aria-hidden />
        <p>{t('profile.inviteCenter.intro')}</p>
      </div>
      {raw && !code && <EmptyState text={t('profile.inviteCenter.badCode')} data-testid="invite-bad-code" />}
      {code && <InvitationCard code={code} />}
      {loggedIn ? (
        <MyInvitations />
      ) : (
        !code && (
          <div className="not-available">
            <Button type="primary" onClick={openLoginPrompt} data-testid="invite-login">
              {t('my.loginAction')}
            </Button>
          </div>
        )
      )}
    </section>
  );
}
