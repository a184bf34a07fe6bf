import { Suspense } from 'react';
import { DatePicker, Input, InputNumber, Radio, Select, Spin, Switch } from 'antd';
import dayjs from 'dayjs';
import { uploads, wishes } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { TextInput } from '../../ui';
import { FileUploader } from '../../ui/uploader';
import { LazyBodyEditor } from '../publish';
import { ImagePicker } from './ImagePicker';
import { deadlineInRange, type WishFormProblems, type WishFormValues } from './wish-form-values';

function FieldError({ problem, testId }: { problem: string | undefined; testId: string }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <div className="wish-field-error" role="alert" data-testid={testId}>
      {t(`wishes.publish.${problem}`, {
        max: problem === 'deadlineRange' ? wishes.DELIVERY_DAYS_MAX : wishes.RECEIVE_LIMIT_MAX,
      })}
    </div>
  );
}

/** Every field of the create body (platform facts), laid out as the publisher thinks of them. */
export function WishForm({
  values,
  onChange,
  problems,
}: {
  values: WishFormValues;
  onChange: (next: WishFormValues) => void;
  problems: WishFormProblems;
}) {
  const { t } = useTranslation();
  const set = <K extends keyof WishFormValues>(key: K, value: WishFormValues[K]) =>
    onChange({ ...values, [key]: value });

  return (
    <div className="wish-form" data-testid="wish-form">
      <label className="wish-form__label wish-form__label--required" htmlFor="wish-title">
        {t('wishes.publish.titleLabel')}
      </label>
      <TextInput
        id="wish-title"
        value={values.title}
        onChange={(value) => set('title', value)}
        maxLength={wishes.WISH_TITLE_MAX}
        showCount
        placeholder={t('wishes.publish.titlePlaceholder')}
        data-testid="wish-form-title"
      />
      <FieldError problem={problems.title} testId="wish-form-title-error" />

      <div className="wish-form__label wish-form__label--required">{t('wishes.publish.content')}</div>
      <Suspense fallback={<Spin size="small" />}>
        <LazyBodyEditor value={values.blocks} onChange={(blocks) => set('blocks', blocks)} />
      </Suspense>
      <FieldError problem={problems.content} testId="wish-form-content-error" />

      <div className="wish-form__pair">
        <div>
          <div className="wish-form__label wish-form__label--required">{t('wishes.publish.industry')}</div>
          <Select
            className="wish-form__select"
            value={values.industryType}
            onChange={(value) => set('industryType', value)}
            placeholder={t('wishes.publish.industry')}
            options={wishes.INDUSTRY_TYPES.map((value) => ({ value, label: t(`wishes.industry.${value}`) }))}
            data-testid="wish-form-industry"
          />
          <FieldError problem={problems.industryType} testId="wish-form-industry-error" />
        </div>
        <div>
          <div className="wish-form__label wish-form__label--required">{t('wishes.publish.type')}</div>
          <Select
            className="wish-form__select"
            value={values.type}
            onChange={(value) => set('type', value)}
            placeholder={t('wishes.publish.type')}
            options={wishes.WISH_TYPES.map((value) => ({ value, label: t(`wishes.type.${value}`) }))}
            data-testid="wish-form-type"
          />
          <FieldError problem={problems.type} testId="wish-form-type-error" />
        </div>
      </div>

      <div className="wish-form__pair">
        <div>
          <label className="wish-form__label wish-form__label--required" htmlFor="wish-stand-amount">
            {t('wishes.publish.standAmount')}
          </label>
          <Input
            id="wish-stand-amount"
            inputMode="decimal"
            prefix="¥"
            value={values.standAmount}
            onChange={(event) => set('standAmount', event.target.value.trim())}
            data-testid="wish-form-stand-amount"
          />
        </div>
        <div>
          <label className="wish-form__label wish-form__label--required" htmlFor="wish-receive-limit">
            {t('wishes.publish.receiveLimit')}
          </label>
          <InputNumber
            id="wish-receive-limit"
            className="wish-form__select"
            min={1}
            max={wishes.RECEIVE_LIMIT_MAX}
            precision={0}
            value={values.receiveLimit === '' ? null : Number(values.receiveLimit)}
            onChange={(value) => set('receiveLimit', value === null ? '' : String(value))}
            data-testid="wish-form-receive-limit"
          />
        </div>
      </div>
      <FieldError problem={problems.reward} testId="wish-form-reward-error" />

      <label className="wish-form__label wish-form__label--required" htmlFor="wish-deadline">
        {t('wishes.publish.deadline')}
      </label>
      <DatePicker
        id="wish-deadline"
        showTime={{ format: 'HH:mm' }}
        format="YYYY-MM-DD HH:mm"
        value={values.deadline}
        onChange={(value) => set('deadline', value)}
        disabledDate={(day) =>
          !deadlineInRange(day.endOf('day'), dayjs()) && !deadlineInRange(day.startOf('day'), dayjs())
        }
        data-testid="wish-form-deadline"
      />
      <FieldError problem={problems.deadline} testId="wish-form-deadline-error" />

      <label className="wish-form__label" htmlFor="wish-standard">
        {t('wishes.publish.standard')}
      </label>
      <TextInput
        id="wish-standard"
        textarea
        rows={3}
        showCount
        maxLength={wishes.WISH_DELIVERY_STANDARD_MAX}
        value={values.deliveryStandard}
        onChange={(value) => set('deliveryStandard', value)}
        placeholder={t('wishes.publish.standardPlaceholder')}
        data-testid="wish-form-standard"
      />

      <div className="wish-form__label">{t('wishes.publish.mode')}</div>
      <Radio.Group
        value={values.isApproveReceive}
        onChange={(event) => set('isApproveReceive', event.target.value as boolean)}
        data-testid="wish-form-mode"
      >
        <Radio value>{t('wishes.publish.modeApprove')}</Radio>
        <Radio value={false}>{t('wishes.publish.modeDirect')}</Radio>
      </Radio.Group>
      <label className="wish-form__switch">
        <Switch
          checked={values.isReceiveDeposit}
          onChange={(checked) => set('isReceiveDeposit', checked)}
          data-testid="wish-form-deposit"
        />
        {t('wishes.publish.deposit')}
      </label>

      <div className="wish-form__label">{t('wishes.publish.images')}</div>
      <ImagePicker
        value={values.images}
        onChange={(images) => set('images', images)}
        max={wishes.WISH_IMAGES_MAX}
        testId="wish-form-images"
      />

      <div className="wish-form__label">{t('wishes.publish.video')}</div>
      {values.videoUrl ? (
        <div className="wish-form__video">
          <video src={values.videoUrl} controls preload="metadata" />
          <a onClick={() => set('videoUrl', '')} role="button" tabIndex={0}>
            {t('wishes.publish.videoRemove')}
          </a>
        </div>
      ) : (
        <FileUploader
          extensions={uploads.allowedExtensions.video}
          onUploaded={(files) => set('videoUrl', files[0]?.url ?? '')}
          data-testid="wish-form-video"
        />
      )}

      <div className="wish-form__pair">
        <div>
          <label className="wish-form__label" htmlFor="wish-location">
            {t('wishes.publish.location')}
          </label>
          <TextInput
            id="wish-location"
            value={values.location}
            onChange={(value) => set('location', value)}
            maxLength={wishes.WISH_ADDRESS_MAX}
          />
        </div>
        <div>
          <label className="wish-form__label" htmlFor="wish-address">
            {t('wishes.publish.address')}
          </label>
          <TextInput
            id="wish-address"
            value={values.address}
            onChange={(value) => set('address', value)}
            maxLength={wishes.WISH_ADDRESS_MAX}
          />
        </div>
      </div>

      <div className="wish-form__label">{t('wishes.publish.labels')}</div>
      <Select
        mode="tags"
        className="wish-form__select"
        value={values.labelList}
        maxCount={wishes.WISH_LABELS_MAX}
        onChange={(labels: string[]) =>
          set(
            'labelList',
            labels.map((label) => label.trim().slice(0, wishes.WISH_LABEL_MAX)).filter(Boolean),
          )
        }
        placeholder={t('wishes.publish.labelsPlaceholder', { max: wishes.WISH_LABELS_MAX })}
        open={false}
        data-testid="wish-form-labels"
      />
    </div>
  );
}
