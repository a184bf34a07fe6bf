import { useState } from 'react';
import { Button, Input, Modal } from 'antd';
import { wishes, type payments } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { useFeedback } from '../../ui/feedback';
import { api, isApiError, isTaskTakenMessage } from '../../api';
import { TextInput } from '../../ui';
import { AgreementCheck } from './AgreementCheck';
import { applyMessageMissing, depositProblemOf } from './apply-rules';
import { depositOrderPlacer, type ApplyBody } from './deposit-order';
import { ImagePicker } from './ImagePicker';
import { WishPayDialog } from './WishPayDialog';
import { yuanText } from './wish-format';

export interface ApplyDialogProps {
  wish: wishes.Wish;
  open: boolean;
  onClose: () => void;
  /** The application went in, was paid for, or the last place went to someone else: ask again. */
  onChanged: () => void;
}

/**
 * The apply dialog (spec 000 §5): the message is required, up to 300 characters with a counter; up to six
 * jpg/png/jpeg pictures; a deposit (when the wish asks one) of 0.2 to 100 million yuan with one decimal at
 * most, each refusal with its own message; and the task fulfilment agreement accepted. 'Submitted
 * successfully'; a deposit then shows its payment QR. When the last place went to someone else the
 * request layer says nothing (spec 000 §8) and the page asks again, showing the wish as full.
 */
export function ApplyDialog({ wish, open, onClose, onChanged }: ApplyDialogProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [applyMsg, setApplyMsg] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [deposit, setDeposit] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [pay, setPay] = useState<{ body: ApplyBody; order: payments.Order } | null>(null);

  const msgMissing = applyMessageMissing(applyMsg);
  const depositProblem = wish.isReceiveDeposit ? depositProblemOf(deposit) : null;
  const problems = {
    msg: tried && msgMissing ? t('wishes.apply.messageRequired') : null,
    deposit: tried && depositProblem ? t(`wishes.apply.${depositProblem}`) : null,
    agreement: tried && !agreed ? t('wishes.apply.agreementRequired') : null,
  };

  const submit = async () => {
    setTried(true);
    if (msgMissing || depositProblem || !agreed || sending) return;
    const body: ApplyBody = {
      taskNumber: wish.taskNumber,
      applyMsg: applyMsg.trim(),
      applyAnnex: images,
      ...(wish.isReceiveDeposit ? { amount: Number(deposit.trim()) } : {}),
    };
    setSending(true);
    try {
      const answer = await api(wishes.receiveWish, body);
      void message.success(t('wishes.apply.submitted'));
      if (answer.depositOrder) setPay({ body, order: answer.depositOrder });
      else onClose();
      onChanged();
    } catch (error) {
      // Someone took the last place first: the request layer stayed quiet; the page shows it full.
      if (isApiError(error) && isTaskTakenMessage(error.msg)) {
        onClose();
        onChanged();
      }
      // Any other refusal was shown by the request layer; the form stays as filled in.
    } finally {
      setSending(false);
    }
  };

  if (pay) {
    return (
      <WishPayDialog
        open={open}
        title={t('wishes.apply.payTitle')}
        amountLabel={t('wishes.apply.payAmount', { amount: yuanText(pay.body.amount ?? 0) })}
        placeOrder={depositOrderPlacer(pay.body, { order: pay.order })}
        onPaid={() => {
          void message.success(t('wishes.apply.paid'));
          onChanged();
          onClose();
        }}
        onClose={onClose}
      />
    );
  }

  return (
    <Modal
      open={open}
      title={t('wishes.apply.title')}
      onCancel={onClose}
      centered
      width={560}
      destroyOnHidden
      modalRender={(node) => <div data-testid="apply-dialog">{node}</div>}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('wishes.apply.cancel')}
        </Button>,
        <Button
          key="submit"
          type="primary"
          loading={sending}
          onClick={() => void submit()}
          data-testid="apply-submit"
        >
          {t('wishes.apply.submit')}
        </Button>,
      ]}
    >
      <div className="wish-form">
        <label className="wish-form__label wish-form__label--required" htmlFor="apply-msg">
          {t('wishes.apply.message')}
        </label>
        <TextInput
          id="apply-msg"
          textarea
          rows={5}
          showCount
          maxLength={wishes.APPLY_MSG_MAX}
          value={applyMsg}
          onChange={setApplyMsg}
          placeholder={t('wishes.apply.messagePlaceholder')}
          data-testid="apply-msg"
        />
        {problems.msg && (
          <div className="wish-field-error" role="alert" data-testid="apply-msg-error">
            {problems.msg}
          </div>
        )}

        <div className="wish-form__label">{t('wishes.apply.images')}</div>
        <ImagePicker
          value={images}
          onChange={setImages}
          max={wishes.APPLY_IMAGES_MAX}
          extensions={wishes.APPLY_IMAGE_EXTENSIONS}
          testId="apply-images"
        />
        <div className="wish-form__hint">
          {t('wishes.apply.imagesHint', { max: wishes.APPLY_IMAGES_MAX })}
        </div>

        {wish.isReceiveDeposit && (
          <>
            <label className="wish-form__label wish-form__label--required" htmlFor="apply-deposit">
              {t('wishes.apply.deposit')}
            </label>
            <Input
              id="apply-deposit"
              inputMode="decimal"
              value={deposit}
              onChange={(event) => setDeposit(event.target.value.trim())}
              placeholder={t('wishes.apply.depositPlaceholder')}
              prefix="¥"
              status={problems.deposit ? 'error' : undefined}
              data-testid="apply-deposit"
            />
            {problems.deposit ? (
              <div className="wish-field-error" role="alert" data-testid="apply-deposit-error">
                {problems.deposit}
              </div>
            ) : (
              <div className="wish-form__hint">{t('wishes.apply.depositHint')}</div>
            )}
          </>
        )}

        <AgreementCheck
          checked={agreed}
          onChange={setAgreed}
          error={problems.agreement}
          testId="apply-agreement"
        />
      </div>
    </Modal>
  );
}
