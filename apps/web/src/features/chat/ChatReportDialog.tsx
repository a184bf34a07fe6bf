import { Modal } from 'antd';
import { social, type im } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { ReportForm } from '../social';

/** Spec 001 §7: a single chat's messages are reported as xyhMessage, a group's as xyhGroup. */
export const chatReportBusyCode = (message: Pick<im.Message, 'sessionType'>): social.ChatReportBusyCode =>
  message.sessionType === 'single' ? 'xyhMessage' : 'xyhGroup';

/**
 * Reports one chat message (spec 001 §5): the shared report form with 300 characters of description, sent
 * to the chat report endpoint. The server checks the viewer may report it (a party of the chat, not the
 * sender, not a business card) whatever the menu offered.
 */
export function ChatReportDialog({ message, onClose }: { message: im.Message; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('social.reportTitle')}
      onCancel={onClose}
      footer={null}
      width={520}
      destroyOnHidden
      centered
    >
      <ReportForm
        informationMax={social.CHAT_REPORT_INFORMATION_MAX}
        onClose={onClose}
        submit={({ reportType, reportInformation, images }) =>
          api(social.addChatReport, {
            busyCode: chatReportBusyCode(message),
            objId: message.id,
            reportCategoryId: reportType,
            ...(reportInformation ? { reportInformation } : {}),
            ...(images.length > 0 ? { image: images.join(',') } : {}),
          })
        }
      />
    </Modal>
  );
}
