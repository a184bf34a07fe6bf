import { useState } from 'react';
import { Button, DatePicker, InputNumber, Modal } from 'antd';
import { ShareAltOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { distribution } from '@fox/contracts';
import { api } from '../../api';
import { useTranslation } from '../../i18n/use-translation';
import { useConfirmDialog } from '../../ui';
import { useFeedback } from '../../ui/feedback';
import { formatYuan } from '../dramas';
import {
  chinaDay,
  commissionPerEpisode,
  DEFAULT_PERCENT,
  DEFAULT_RUN_DAYS,
  endDateAllowed,
  percentAllowed,
} from './owner-rules';
import { registerDistributionMessages } from './distribution-i18n';
import './distribution.css';

registerDistributionMessages();

interface Props {
  dramaId: number;
  title: string;
  singlePrice: number;
}

/**
 * The creator's 分销设置 of one of their dramas: a commission and a last day open it (or change it), and
 * closing it stops new commission. The server decides who may: its refusal is shown as it words it.
 */
export function DistributionSettings({ dramaId, title, singlePrice }: Props) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const confirm = useConfirmDialog();
  const [open, setOpen] = useState(false);
  const [percent, setPercent] = useState<number | null>(DEFAULT_PERCENT);
  const [endDate, setEndDate] = useState<string>(() => chinaDay(Date.now(), DEFAULT_RUN_DAYS));
  const [busy, setBusy] = useState<'load' | 'save' | 'close' | null>(null);
  /** What was last read or saved of the drama's distribution, so the button says whether it is open. */
  const [current, setCurrent] = useState<distribution.Distribution | null>(null);

  const percentOk = percentAllowed(percent);
  const endOk = endDateAllowed(endDate, Date.now());

  const save = async () => {
    if (!percentOk || !endOk) return;
    setBusy('save');
    try {
      const saved = await api(distribution.openDistribution, {
        kind: 'drama',
        itemId: dramaId,
        commissionPercent: percent,
        endDate,
      });
      setCurrent(saved);
      setOpen(false);
      void message.success(t('distribution.saved', { date: saved.endDate }));
    } catch {
      // The request layer has shown the server's message (not the owner, not on the shelf, free…).
    } finally {
      setBusy(null);
    }
  };

  const close = async () => {
    const sure = await confirm({
      title: t('distribution.close'),
      content: t('distribution.closeConfirm'),
      danger: true,
    });
    if (!sure) return;
    setBusy('close');
    try {
      setCurrent(await api(distribution.closeDistribution, { kind: 'drama', itemId: dramaId }));
      setOpen(false);
      void message.success(t('distribution.closedDone'));
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setBusy(null);
    }
  };

  /** The dialog opens on the terms as the server has them now (another device may have changed them). */
  const openDialog = async () => {
    setBusy('load');
    try {
      const terms = await api(distribution.ownDistribution, { kind: 'drama', itemId: dramaId });
      setCurrent(terms);
      if (terms) {
        setPercent(terms.commissionPercent);
        // A past last day cannot be kept: a closed or lapsed item starts from a fresh run.
        setEndDate(
          endDateAllowed(terms.endDate, Date.now()) ? terms.endDate : chinaDay(Date.now(), DEFAULT_RUN_DAYS),
        );
      }
      setOpen(true);
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setBusy(null);
    }
  };

  const isOpen = current?.state === 'open';
  return (
    <>
      <Button
        size="small"
        icon={<ShareAltOutlined />}
        loading={busy === 'load'}
        onClick={() => void openDialog()}
        data-testid="distribution-settings"
        data-state={current?.state ?? 'unknown'}
      >
        {isOpen
          ? `${t('distribution.settings')} · ${current.commissionPercent}%`
          : t('distribution.settings')}
      </Button>
      <Modal
        open={open}
        title={t('distribution.dialogTitle', { title })}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        footer={[
          <Button
            key="close"
            danger
            loading={busy === 'close'}
            disabled={busy === 'save'}
            onClick={() => void close()}
            data-testid="distribution-close"
          >
            {t('distribution.close')}
          </Button>,
          <Button
            key="save"
            type="primary"
            loading={busy === 'save'}
            disabled={!percentOk || !endOk || busy === 'close'}
            onClick={() => void save()}
            data-testid="distribution-save"
          >
            {t('distribution.save')}
          </Button>,
        ]}
      >
        <div className="distribution-settings" data-testid="distribution-dialog">
          <p className="distribution-settings__intro">{t('distribution.dialogIntro')}</p>
          <label htmlFor="distribution-percent">{t('distribution.percentLabel')}</label>
          <InputNumber
            id="distribution-percent"
            min={distribution.COMMISSION_PERCENT_MIN}
            max={distribution.COMMISSION_PERCENT_MAX}
            precision={0}
            value={percent}
            onChange={(value) => setPercent(value)}
            status={percentOk ? undefined : 'error'}
            data-testid="distribution-percent"
          />
          <div className={percentOk ? 'distribution-settings__hint' : 'distribution-settings__error'}>
            {percentOk
              ? t('distribution.perEpisodePreview', {
                  price: formatYuan(singlePrice),
                  amount: formatYuan(commissionPerEpisode(singlePrice, percent)),
                })
              : t('distribution.percentRule', {
                  min: distribution.COMMISSION_PERCENT_MIN,
                  max: distribution.COMMISSION_PERCENT_MAX,
                })}
          </div>
          <label htmlFor="distribution-end">{t('distribution.endLabel')}</label>
          <DatePicker
            id="distribution-end"
            allowClear={false}
            value={dayjs(endDate)}
            onChange={(value: Dayjs | null) => value && setEndDate(value.format('YYYY-MM-DD'))}
            disabledDate={(day) => !endDateAllowed(day.format('YYYY-MM-DD'), Date.now())}
            status={endOk ? undefined : 'error'}
            data-testid="distribution-end"
          />
          {!endOk && (
            <div className="distribution-settings__error">
              {t('distribution.endRule', { days: distribution.DISTRIBUTION_MAX_DAYS })}
            </div>
          )}
        </div>
      </Modal>
    </>
  );
}
