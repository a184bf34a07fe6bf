import { useState } from 'react';
import { Button } from 'antd';
import { PlaySquareOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { distribution } from '@fox/contracts';
import { api } from '../../api';
import { useTranslation } from '../../i18n/use-translation';
import { formatYuan } from '../dramas';
import { isLoggedIn, openLoginPrompt } from '../auth';
import { distributionDetailLink } from './distribution-queries';

/**
 * One drama open to distribution: what a promoter earns is the loudest thing on the card, before they
 * share anything. 去推广 takes the item (a guest is asked to log in first) and opens its promotion page.
 */
export function PlazaCard({ item }: { item: distribution.PlazaItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [taking, setTaking] = useState(false);

  const take = async () => {
    setTaking(true);
    try {
      await api(distribution.takePromotion, { distributionId: item.id });
      navigate(distributionDetailLink(item.id));
    } catch {
      // The request layer has shown the server's message.
      setTaking(false);
    }
  };

  return (
    <li className="plaza-card" data-testid="plaza-card" data-id={item.id} data-item-id={item.itemId}>
      <div className="plaza-card__cover">
        {item.coverUrl ? <img src={item.coverUrl} alt="" loading="lazy" /> : <PlaySquareOutlined />}
        <span className="plaza-card__percent" data-testid="plaza-card-percent">
          {t('distribution.commissionPercent', { percent: item.commissionPercent })}
        </span>
      </div>
      <div className="plaza-card__body">
        <h3 className="plaza-card__title" title={item.title} data-testid="plaza-card-title">
          {item.title}
        </h3>
        <div className="plaza-card__earn" data-testid="plaza-card-earn">
          {t('distribution.commissionPerEpisode', { amount: formatYuan(item.commissionPerEpisode) })}
        </div>
        <div className="plaza-card__meta">
          {item.categoryName && <span>{item.categoryName}</span>}
          <span>{t('distribution.perEpisode', { price: formatYuan(item.singlePrice) })}</span>
        </div>
        <div className="plaza-card__meta">
          <span data-testid="plaza-card-sales">{t('distribution.sales', { count: item.sales })}</span>
          <span>{t('distribution.endDate', { date: item.endDate })}</span>
        </div>
        <Button
          type="primary"
          block
          loading={taking}
          onClick={() => (isLoggedIn() ? void take() : openLoginPrompt())}
          data-testid="plaza-card-promote"
        >
          {t('distribution.promote')}
        </Button>
      </div>
    </li>
  );
}
