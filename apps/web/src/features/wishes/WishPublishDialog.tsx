import { useState } from 'react';
import { Button, Modal, Result, Skeleton } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import dayjs from 'dayjs';
import { payments, wishes } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { useFeedback } from '../../ui/feedback';
import { api } from '../../api';
import { blockKey } from '../publish';
import { activeSiteId, useSiteStore } from '../sites';
import { QrPayPanel } from '../wallet';
import { AgreementCheck } from './AgreementCheck';
import { closeWishPublish, useWishPublish } from './publish-store';
import { rewardOf, takerCentsOf } from './publish-rules';
import { WishForm } from './WishForm';
import {
  checkWishForm,
  emptyWishForm,
  formOfWish,
  type WishFormProblems,
  type WishFormValues,
} from './wish-form-values';
import { registerWishMessages } from './wish-i18n';
import { savedWishOf } from './wish-lookup';
import { refreshWishes, useViewerId } from './wish-queries';
import { feePercentOf, yuanText } from './wish-format';
import './wishes.css';

registerWishMessages();

/** The wish as saved on the server: what payment and the fee need. */
interface SavedWish {
  id: number;
  taskNumber: string;
  platformFee: number;
  fullAmount: number;
}

/**
 * Publishing a wish (from the header's publish entry and the square's button): every field of the create
 * body, a draft saved at any time (isDraft), the platform's fee and the total shown before paying, the
 * task fulfilment agreement, then the payment QR of the reward (payWish), confirmed through the payments
 * calls. A draft or unpaid wish opens here again to be finished.
 */
export function WishPublishDialog() {
  const { t } = useTranslation();
  const taskNumber = useWishPublish((state) => state.taskNumber);
  const viewer = useViewerId();
  const draft = useQuery({
    queryKey: ['wishes', 'draft', taskNumber ?? '', viewer],
    queryFn: () => api(wishes.wishDetail, { taskNumber: taskNumber! }),
    enabled: taskNumber !== null,
    staleTime: Infinity,
    retry: false,
  });
  const loading = taskNumber !== null && draft.isPending;
  const failed = taskNumber !== null && draft.isError;

  return (
    <Modal
      open
      width={760}
      title={taskNumber ? t('wishes.publish.editTitle') : t('wishes.publish.title')}
      onCancel={closeWishPublish}
      mask={{ closable: false }}
      footer={null}
      destroyOnHidden
      modalRender={(node) => <div data-testid="wish-publish-dialog">{node}</div>}
    >
      {loading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : failed ? (
        <Result status="warning" title={t('wishes.publish.loadFailed')} />
      ) : (
        <WishPublishFlow wish={draft.data ?? null} />
      )}
    </Modal>
  );
}

function WishPublishFlow({ wish }: { wish: wishes.Wish | null }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A wish belongs to the site the publisher browses, so it shows on that site's square.
  const siteId = useSiteStore((state) => activeSiteId(state));
  const [values, setValues] = useState<WishFormValues>(() =>
    wish ? formOfWish(wish) : emptyWishForm([{ key: blockKey(), type: 'text', text: '' }]),
  );
  const [saved, setSaved] = useState<SavedWish | null>(() =>
    wish
      ? {
          id: wish.id,
          taskNumber: wish.taskNumber,
          platformFee: wish.platformFee,
          fullAmount: wish.fullAmount,
        }
      : null,
  );
  const [problems, setProblems] = useState<WishFormProblems>({});
  const [agreed, setAgreed] = useState(false);
  const [agreementError, setAgreementError] = useState(false);
  const [busy, setBusy] = useState<'draft' | 'publish' | null>(null);
  const [step, setStep] = useState<'form' | 'pay' | 'done'>(() =>
    wish?.state === 'WaitPay' ? 'pay' : 'form',
  );

  const reward = rewardOf(values.standAmount, values.receiveLimit);
  const totalCents = 'problem' in reward ? null : reward.fullCents;

  const save = async (forPublish: boolean) => {
    if (busy) return;
    const { problems: found, body } = checkWishForm(values, forPublish, dayjs());
    setProblems(found);
    if (forPublish && !agreed) setAgreementError(true);
    if (!body || (forPublish && !agreed)) return;
    const sent = siteId === undefined ? body : { ...body, siteId };
    setBusy(forPublish ? 'publish' : 'draft');
    try {
      const id = saved
        ? await api(wishes.editWish, { id: saved.id, ...sent })
        : await api(wishes.createWish, sent);
      const stored = await savedWishOf(id, !forPublish);
      setSaved({
        id: stored.id,
        taskNumber: stored.taskNumber,
        platformFee: stored.platformFee,
        fullAmount: stored.fullAmount,
      });
      void refreshWishes(queryClient);
      if (forPublish) setStep('pay');
      else void message.success(t('wishes.publish.draftSaved'));
    } catch {
      // The request layer showed why; the form stays as filled in.
    } finally {
      setBusy(null);
    }
  };

  if (step === 'done') {
    return (
      <Result
        status="success"
        title={t('wishes.publish.paid')}
        subTitle={t('wishes.publish.paidText')}
        data-testid="wish-publish-done"
        extra={[
          <Button
            key="orders"
            type="primary"
            onClick={() => {
              closeWishPublish();
              void navigate('/makeMoney/myBusinessOrder');
            }}
            data-testid="wish-publish-orders"
          >
            {t('wishes.publish.viewOrder')}
          </Button>,
          <Button key="close" onClick={closeWishPublish}>
            {t('wishes.publish.close')}
          </Button>,
        ]}
      />
    );
  }

  if (step === 'pay' && saved) {
    const taskNumber = saved.taskNumber;
    return (
      <div className="wish-publish-pay" data-testid="wish-publish-pay">
        <FeeSummary
          totalCents={payments.centsOf(saved.fullAmount)}
          feePermille={saved.platformFee}
          standCents={null}
        />
        <QrPayPanel
          placeOrder={() => api(wishes.payWish, { taskNumber })}
          onPaid={() => {
            void message.success(t('wishes.publish.paid'));
            void refreshWishes(queryClient);
            setStep('done');
          }}
          amountLabel={t('wishes.publish.payAmount', { amount: yuanText(saved.fullAmount) })}
        />
      </div>
    );
  }

  return (
    <div className="wish-publish">
      <WishForm values={values} onChange={setValues} problems={problems} />
      <FeeSummary
        totalCents={totalCents}
        feePermille={saved?.platformFee ?? null}
        standCents={'problem' in reward ? null : reward.standCents}
      />
      <AgreementCheck
        checked={agreed}
        onChange={(checked) => {
          setAgreed(checked);
          if (checked) setAgreementError(false);
        }}
        error={agreementError ? t('wishes.publish.agreementRequired') : null}
        testId="wish-form-agreement"
      />
      <div className="wish-publish__actions">
        <Button onClick={closeWishPublish}>{t('wishes.publish.cancel')}</Button>
        <Button loading={busy === 'draft'} onClick={() => void save(false)} data-testid="wish-form-draft">
          {t('wishes.publish.saveDraft')}
        </Button>
        <Button
          type="primary"
          loading={busy === 'publish'}
          onClick={() => void save(true)}
          data-testid="wish-form-submit"
        >
          {t('wishes.publish.submit')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The money before paying: the total to pay (each place's reward times the places), and the platform's
 * fee — its rate as the server fixed it on the wish, or, before the first save, the rule that it is
 * deducted from each settlement.
 */
function FeeSummary({
  totalCents,
  feePermille,
  standCents,
}: {
  totalCents: number | null;
  feePermille: number | null;
  standCents: number | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="wish-fee" data-testid="wish-fee-summary">
      <div className="wish-fee__row">
        <span>{t('wishes.publish.payTotal')}</span>
        <strong className="wish-fee__total" data-testid="wish-form-total">
          {totalCents === null ? '—' : `¥${yuanText(payments.yuanOf(totalCents))}`}
        </strong>
      </div>
      <div className="wish-fee__row">
        <span>{t('wishes.publish.fee')}</span>
        <span data-testid="wish-form-fee">
          {feePermille === null
            ? t('wishes.publish.feeBeforeSave')
            : t('wishes.publish.feeRate', { rate: feePercentOf(feePermille) })}
        </span>
      </div>
      {feePermille !== null && standCents !== null && (
        <div className="wish-fee__row wish-fee__row--hint" data-testid="wish-form-taker-gets">
          {t('wishes.publish.takerGets', {
            amount: yuanText(payments.yuanOf(takerCentsOf(standCents, feePermille))),
          })}
        </div>
      )}
    </div>
  );
}
