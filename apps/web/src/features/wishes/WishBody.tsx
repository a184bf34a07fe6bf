import { useMemo } from 'react';
import { Image, Tag } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import type { wishes } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { safeHtml } from '../../ui/safe-html';
import { PublisherLine } from './PublisherLine';
import { WishStateTag } from './WishTags';
import { minuteOf, rewardText, yuanText } from './wish-format';

/** The wish's heading: state, title, and what it pays. */
export function WishHeading({ wish }: { wish: wishes.Wish }) {
  const { t } = useTranslation();
  return (
    <header className="wish-heading">
      <div className="wish-heading__tags">
        <WishStateTag state={wish.state} />
        <span className="wish-card__industry">
          {wish.industryName || t(`wishes.industry.${wish.industryType}`)}
        </span>
        <span className="wish-card__chip">{wish.typeName || t(`wishes.type.${wish.type}`)}</span>
      </div>
      <h1 className="wish-heading__title" data-testid="page-title">
        {wish.title}
      </h1>
      <div className="wish-heading__reward">
        <span className="wish-heading__amount" data-testid="wish-reward">
          {rewardText(wish.fullAmount, t)}
        </span>
        <span className="wish-heading__per">
          {t('wishes.perPlace', { value: yuanText(wish.standAmount) })}
        </span>
      </div>
      {wish.state === 'Error' && <p className="wish-heading__error">{t('wishes.errorStateNote')}</p>}
    </header>
  );
}

/** The facts a taker weighs: places taken of the limit, the deadline, how it is taken, a deposit. */
export function WishFacts({ wish }: { wish: wishes.Wish }) {
  const { t } = useTranslation();
  const facts = [
    {
      key: 'places',
      label: t('wishes.detail.takenOf'),
      value: t('wishes.places', { taken: wish.receiveNum, limit: wish.receiveLimit }),
    },
    { key: 'deadline', label: t('wishes.deadlineLabel'), value: minuteOf(wish.deliveryDay) },
    {
      key: 'mode',
      label: t('wishes.detail.mode'),
      value: wish.isApproveReceive ? t('wishes.detail.modeApprove') : t('wishes.detail.modeDirect'),
    },
    { key: 'state', label: t('wishes.detail.stateLabel'), value: t(`wishes.state.${wish.state}`) },
  ];
  return (
    <dl className="wish-facts" data-testid="wish-facts">
      {facts.map((fact) => (
        <div key={fact.key} className="wish-facts__item" data-testid={`wish-fact-${fact.key}`}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
      {wish.isReceiveDeposit && (
        <div className="wish-facts__item" data-testid="wish-fact-deposit">
          <dt>{t('wishes.square.deposit')}</dt>
          <dd>{t('wishes.detail.depositAsked')}</dd>
        </div>
      )}
    </dl>
  );
}

/** Everything the publisher wrote: who they are, the text, pictures, video, the standard, place and labels. */
export function WishContent({ wish }: { wish: wishes.Wish }) {
  const { t } = useTranslation();
  const html = useMemo(() => safeHtml(wish.content), [wish.content]);
  return (
    <div className="wish-content">
      <section className="wish-section">
        <h2>{t('wishes.detail.publisher')}</h2>
        <PublisherLine
          avatar={wish.userAvatar}
          nickName={wish.nickName}
          userName={wish.userName}
          size={36}
          rating={wish.publisherRating}
        />
        <span className="wish-content__published">
          {t('wishes.publishedAt', { time: minuteOf(wish.createTime) })}
        </span>
      </section>
      <section className="wish-section">
        <h2>{t('wishes.detail.content')}</h2>
        <div
          className="wish-rich-text"
          data-testid="wish-content"
          // Sanitised again here, whatever the server stored (see ui/safe-html).
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </section>
      <section className="wish-section">
        <h2>{t('wishes.detail.standard')}</h2>
        <p className="wish-pre" data-testid="wish-standard">
          {wish.deliveryStandard || t('wishes.detail.standardEmpty')}
        </p>
      </section>
      {wish.images.length > 0 && (
        <section className="wish-section">
          <h2>{t('wishes.detail.images')}</h2>
          <div className="wish-gallery" data-testid="wish-images">
            <Image.PreviewGroup>
              {wish.images.map((url) => (
                <Image key={url} src={url} width={120} height={120} alt="" />
              ))}
            </Image.PreviewGroup>
          </div>
        </section>
      )}
      {wish.videoUrl && (
        <section className="wish-section">
          <h2>{t('wishes.detail.video')}</h2>
          <video className="wish-video" src={wish.videoUrl} controls preload="metadata" />
        </section>
      )}
      {(wish.location || wish.address) && (
        <section className="wish-section">
          <h2>{t('wishes.detail.location')}</h2>
          <p>
            <EnvironmentOutlined aria-hidden /> {[wish.location, wish.address].filter(Boolean).join(' ')}
          </p>
        </section>
      )}
      {wish.labelList.length > 0 && (
        <section className="wish-section">
          <h2>{t('wishes.detail.labels')}</h2>
          <div>
            {wish.labelList.map((label) => (
              <Tag key={label}>{label}</Tag>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
