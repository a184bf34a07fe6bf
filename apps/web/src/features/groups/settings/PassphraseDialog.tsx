import { useState } from 'react';
import { Button, Modal, Spin } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { groupAdmin, type groups } from '@fox/contracts';
import { useFeedback } from '../../../ui/feedback';
import { useTranslation } from '../../../i18n/use-translation';
import { api } from '../../../api';
import { useConfirmDialog } from '../../../ui';
import { copyText } from '../../../ui/copy-text';
import { useGroupWord } from '../groups-queries';

interface DialogProps {
  group: groups.Group;
  /** The join-settings roles may also replace it. */
  renewable: boolean;
  onClose: () => void;
}

/** The join passphrase (spec 002 §2.6): any member reads and copies it to share; copying says so (§8). */
export function PassphraseDialog({ group, renewable, onClose }: DialogProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const confirm = useConfirmDialog();
  const word = useGroupWord(group.id, true);
  const [renewing, setRenewing] = useState(false);

  const copy = async () => {
    if (!word.data) return;
    try {
      await copyText(word.data.groupWord);
      void message.success(t('groups.settings.passphraseCopied'));
    } catch {
      void message.error(t('groups.settings.copyFailed'));
    }
  };

  const renew = async () => {
    if (!(await confirm({ title: t('groups.settings.renewConfirm'), testId: 'group-word-renew-confirm' })))
      return;
    setRenewing(true);
    try {
      await api(groupAdmin.renewGroupWord, { id: group.id });
      await word.refetch();
      void message.success(t('groups.settings.done'));
    } catch {
      // Shown by the request layer.
    } finally {
      setRenewing(false);
    }
  };

  return (
    <Modal
      open
      title={t('groups.settings.passphraseTitle')}
      onCancel={onClose}
      footer={null}
      width={360}
      centered
    >
      <div className="group-word" data-testid="group-word">
        {word.data ? (
          <div className="group-word__code" data-testid="group-word-code">
            {word.data.groupWord}
          </div>
        ) : word.isError ? (
          <span className="group-settings__muted">{t('groups.settings.wordFailed')}</span>
        ) : (
          <Spin />
        )}
        <div className="group-settings__hint">{t('groups.settings.passphraseHint')}</div>
        <Button
          type="primary"
          block
          icon={<CopyOutlined />}
          disabled={!word.data}
          onClick={() => void copy()}
          data-testid="group-word-copy"
        >
          {t('groups.settings.copyPassphrase')}
        </Button>
        {renewable ? (
          <Button
            type="link"
            size="small"
            loading={renewing}
            onClick={() => void renew()}
            data-testid="group-word-renew"
          >
            {t('groups.settings.renewPassphrase')}
          </Button>
        ) : null}
      </div>
    </Modal>
  );
}
