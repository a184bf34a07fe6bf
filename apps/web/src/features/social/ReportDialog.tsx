import { Modal } from 'antd';
import { social } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import type { BusyType } from './busy-type';
import { ReportForm } from './ReportForm';

export { REPORT_IMAGE_EXTENSIONS, REPORT_IMAGE_MAX_MB } from './ReportForm';

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

/**
 * The content report dialog (spec 002 §5): the report form, sent with addReportInfo. Whoever opens it gates
 * the opening by login; the server refuses guests, own objects and repeated reports in any case.
 */
export function ReportDialog({ open, busyCode, busyType, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const objType = reportObjectType(busyType);
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
      <ReportForm
        informationMax={social.REPORT_INFORMATION_MAX}
        canSubmit={objType !== null}
        onClose={onClose}
        submit={async ({ reportType, reportInformation, images }) => {
          if (!objType) return;
          await api(social.addReport, {
            objId: busyCode,
            objType,
            reportType,
            ...(reportInformation ? { reportInformation } : {}),
            ...(images.length > 0 ? { imageUrl: images.join(',') } : {}),
          });
        }}
      />
    </Modal>
  );
}
