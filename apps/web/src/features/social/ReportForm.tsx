import { useState } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { Button, Radio, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { social } from '@fox/contracts';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { TextInput } from '../../ui';
import { ImageUploader } from '../../ui/uploader';
import './social.css';

/** Spec 001 §5 and spec 002 §5, §9: report images, their size and formats. */
export const REPORT_IMAGE_MAX_MB = 10;
export const REPORT_IMAGE_EXTENSIONS = ['jpg', 'png', 'jpeg'] as const;
const OTHER_REPORT_TYPE = 'Other';

/** What the reporter filled in; each dialog sends it to its own endpoint. */
export interface ReportFields {
  reportType: string;
  /** Trimmed by the server; empty when nothing was written. */
  reportInformation: string;
  images: string[];
}

export interface ReportFormProps {
  /** Content reports take 200 characters, chat reports 300 (spec 001 §5). */
  informationMax: number;
  /** Sends the report; a refusal was already shown by the request layer. */
  submit: (fields: ReportFields) => Promise<unknown>;
  onClose: () => void;
  /** False when the object cannot be reported from here: the submit button stays disabled. */
  canSubmit?: boolean;
}

/** The reasons of the report_type dictionary, shared by every report dialog of the page. */
function useReportReasons() {
  return useQuery({
    queryKey: ['dict', 'report_type'],
    queryFn: () => api(social.dictData, { dictType: 'report_type' }),
    staleTime: 10 * 60_000,
  });
}

/**
 * The body of a report dialog: a reason from the report_type dictionary (the first preselected), a
 * description that 'Other' requires ('请填写举报信息'), up to five pictures of 10 MB in jpg, png or jpeg.
 * 'report succeeded' closes it.
 */
export function ReportForm({ informationMax, submit, onClose, canSubmit = true }: ReportFormProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const reasons = useReportReasons();
  const [chosen, setChosen] = useState<string | null>(null);
  const [information, setInformation] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [missingInformation, setMissingInformation] = useState(false);
  const [sending, setSending] = useState(false);
  // The first reason is preselected once the dictionary arrives.
  const reportType = chosen ?? reasons.data?.[0]?.dictValue ?? null;

  const send = () => {
    if (!reportType || !canSubmit || sending) return;
    if (reportType === OTHER_REPORT_TYPE && !information.trim()) {
      setMissingInformation(true);
      void message.warning(t('social.reportInformationRequired'));
      return;
    }
    setSending(true);
    submit({ reportType, reportInformation: information.trim(), images })
      .then(() => {
        void message.success(t('social.reportDone'));
        onClose();
      })
      .catch(() => undefined)
      .finally(() => setSending(false));
  };

  return (
    <div className="report-dialog" data-testid="report-dialog">
      <div className="report-dialog__label">{t('social.reportReason')}</div>
      {reasons.isPending ? (
        <Spin size="small" />
      ) : (reasons.data ?? []).length === 0 ? (
        <div className="report-dialog__hint">{t('social.reportReasonsEmpty')}</div>
      ) : (
        <Radio.Group
          className="report-dialog__reasons"
          value={reportType}
          onChange={(event) => {
            setChosen(event.target.value as string);
            setMissingInformation(false);
          }}
          data-testid="report-reasons"
        >
          {(reasons.data ?? []).map((reason) => (
            <Radio.Button key={reason.dictValue} value={reason.dictValue}>
              {reason.dictLabel}
            </Radio.Button>
          ))}
        </Radio.Group>
      )}

      <div className="report-dialog__label">
        {reportType === OTHER_REPORT_TYPE && <span className="report-dialog__required">*</span>}
        {t('social.reportInformation')}
      </div>
      <TextInput
        textarea
        rows={4}
        showCount
        maxLength={informationMax}
        value={information}
        onChange={(value) => {
          setInformation(value);
          if (value) setMissingInformation(false);
        }}
        placeholder={t('social.reportInformationPlaceholder')}
        data-testid="report-information"
      />
      {missingInformation && (
        <div className="report-dialog__error" role="alert" data-testid="report-information-error">
          {t('social.reportInformationRequired')}
        </div>
      )}

      <div className="report-dialog__label">{t('social.reportImages')}</div>
      <div className="report-dialog__images">
        {images.map((url) => (
          <div key={url} className="report-dialog__image" data-testid="report-image">
            <img src={url} alt="" />
            <button
              type="button"
              aria-label={t('social.removeImage')}
              onClick={() => setImages((before) => before.filter((item) => item !== url))}
            >
              <CloseOutlined />
            </button>
          </div>
        ))}
        {images.length < social.REPORT_IMAGES_MAX && (
          // Keyed by the count so the tile returns to "add" after each picture instead of showing it twice.
          <ImageUploader
            key={images.length}
            maxSizeMb={REPORT_IMAGE_MAX_MB}
            extensions={REPORT_IMAGE_EXTENSIONS}
            onUploaded={(file) => setImages((before) => [...before, file.url])}
          />
        )}
      </div>
      <div className="report-dialog__hint">
        {t('social.reportImagesHint', { max: social.REPORT_IMAGES_MAX, size: REPORT_IMAGE_MAX_MB })}
      </div>

      <div className="report-dialog__footer">
        <Button onClick={onClose}>{t('social.reportCancel')}</Button>
        <Button
          type="primary"
          disabled={!reportType || !canSubmit}
          loading={sending}
          onClick={send}
          data-testid="report-submit"
        >
          {t('social.reportSubmit')}
        </Button>
      </div>
    </div>
  );
}
