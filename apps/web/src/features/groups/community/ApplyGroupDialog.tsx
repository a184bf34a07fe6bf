import { useState } from 'react';
import { Modal } from 'antd';
import { groupJoin } from '@fox/contracts';
import { api } from '../../../api';
import { useTranslation } from '../../../i18n/use-translation';
import { TextInput, textProblemMessage } from '../../../ui';
import { useFeedback } from '../../../ui/feedback';

interface ApplyGroupDialogProps {
  ticket: groupJoin.JoinTicket;
  groupName: string;
  onClose: () => void;
  /** Called once the application is taken. */
  onApplied: () => void;
}

/**
 * Asks to join a group that needs approval (spec 002 §2.7, §4.4, §5): a reason of at most 40 characters
 * in a 5-row box; the managers are told and decide.
 */
export function ApplyGroupDialog({ ticket, groupName, onClose, onApplied }: ApplyGroupDialogProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const problem = textProblemMessage(reason, 'multiline', t);

  const send = async () => {
    if (problem) return;
    setSending(true);
    try {
      await api(groupJoin.applyGroup, { ...ticket, applyContent: reason });
      void message.success(t('groupCommunity.applyDialog.success'));
      onApplied();
      onClose();
    } catch {
      // The request layer showed why; the reason stays.
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={t('groupCommunity.applyDialog.title')}
      onCancel={onClose}
      onOk={() => void send()}
      okText={t('groupCommunity.applyDialog.submit')}
      cancelText={t('groupCommunity.common.cancel')}
      okButtonProps={{ loading: sending, disabled: problem !== null, ...{ 'data-testid': 'apply-send' } }}
      width={420}
      centered
      modalRender={(node) => <div data-testid="apply-dialog">{node}</div>}
    >
      <div className="community__hint">{groupName}</div>
      <div className="community-reason">
        <TextInput
          textarea
          rows={groupJoin.APPLY_REASON_ROWS}
          value={reason}
          onChange={setReason}
          maxLength={groupJoin.APPLY_REASON_MAX}
          showCount
          autoFocus
          placeholder={t('groupCommunity.applyDialog.placeholder')}
          data-testid="apply-reason"
        />
      </div>
      {problem ? <div className="community__error">{problem}</div> : null}
    </Modal>
  );
}
