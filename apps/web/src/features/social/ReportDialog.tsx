import { useState } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { App, Button, Modal, Radio, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { social } from '@fox/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { TextInput } from '../../ui';
import { ImageUploader } from '../../ui/uploader';
import type { BusyType } from './busy-type';
import './social.css';

/** Spec 002 §5 and §9: report images, their size and formats, and the description length. */
export const REPORT_IMAGE_MAX_MB = 10;
export const REPORT_IMAGE_EXTENSIONS = ['jpg', 'png', 'jpeg'] as const;
const OTHER_REPORT_TYPE = 'Other';

type ReportObjectType = (typeof social.REPORT_OBJECT_TYPES)[number];

function reportObjectType(busyType: BusyType): ReportObjectType | null {
  return (social.REPORT_OBJECT_TYPES as readonly string[]).includes(busyType)
    ? (busyType as ReportObjectType)
    : null;
}

export interface ReportDialogProps {
  open: boolean;
  busyCode: number;
  busyType: BusyType;
  onClose: () => void;
}

/** The reasons of the report_type dictionary, shared by every report dialog of the page. */
function useReportReasons(enabled: boolean) {
  return useQuery({
    queryKey: ['dict', 'report_type'],
    queryFn: () => api(social.dictData, { dictType: 'report_type' }),
    enabled,
    staleTime: 10 * 60_000,
  });
}

function ReportForm({ busyCode, busyType, onClose }: Omit<ReportDialogProps, 'open'>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const reasons = useReportReasons(true);
  const [chosen, setChosen] = useState<string | null>(null);
  const [information, setInformation] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [missingInformation, setMissingInformation] = useState(false);
  const [sending, setSending] = useState(false);
  // The first reason is preselected once the dictionary arrives (spec 002 §5).
  const reportType = chosen ?? reasons.data?.[0]?.dictValue ?? null;
  const objType = reportObjectType(busyType);

  const submit = () => {
    if (!reportType || !objType || sending) return;
    if (reportType === OTHER_REPORT_TYPE && !information) {
      setMissingInformation(true);
      void message.warning(t('social.reportInformationRequired'));
      return;
    }
    setSending(true);
    api(social.addReport, {
      objId: busyCode,
      objType,
      reportType,
      ...(information ? { reportInformation: information } : {}),
      ...(images.length > 0 ? { imageUrl: images.join(',') } : {}),
    })
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
        maxLength={social.REPORT_INFORMATION_MAX}
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
          disabled={!reportType || !objType}
          loading={sending}
          onClick={submit}
          data-testid="report-submit"
        >
          {t('social.reportSubmit')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The report dialog (spec 002 §5): a reason from the report_type dictionary (the first preselected),
 * a description that 'Other' requires, up to five pictures, then addReportInfo. Whoever opens it gates
 * the opening by login; the server refuses guests, own objects and repeated reports in any case.
 */
export function ReportDialog({ open, busyCode, busyType, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('social.reportTitle')}
      onCancel={onClose}
      footer={null}
      width={520}
      destroyOnHidden
      centered
    >
      <ReportForm busyCode={busyCode} busyType={busyType} onClose={onClose} />
    </Modal>
  );
}
