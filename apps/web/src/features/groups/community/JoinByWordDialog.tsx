import { useState } from 'react';
import { Input, Modal } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { groupAdmin } from '@fox/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { joinPathForWord } from './join-ticket';
import './community.css';

interface JoinByWordDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Finds a group by the passphrase a member shared (spec 002 §2.6 join passphrase): an 8-character code
 * of easily read letters and digits, which opens the join page for that group.
 */
export function JoinByWordDialog({ open, onClose }: JoinByWordDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [word, setWord] = useState('');
  const [checked, setChecked] = useState(false);
  const parsed = groupAdmin.groupWordSchema.safeParse(word);
  const showError = checked && !parsed.success;

  const submit = () => {
    setChecked(true);
    if (!parsed.success) return;
    onClose();
    setWord('');
    setChecked(false);
    void navigate(joinPathForWord(parsed.data));
  };

  return (
    <Modal
      open={open}
      title={t('groupCommunity.word.title')}
      onCancel={onClose}
      onOk={submit}
      okText={t('groupCommunity.word.submit')}
      cancelText={t('groupCommunity.common.cancel')}
      okButtonProps={{ disabled: word.trim() === '', ...{ 'data-testid': 'join-word-submit' } }}
      width={400}
      centered
      modalRender={(node) => <div data-testid="join-word-dialog">{node}</div>}
    >
      <p className="community__hint">{t('groupCommunity.word.hint')}</p>
      <Input
        size="large"
        prefix={<KeyOutlined />}
        value={word}
        // Passphrases are upper case; what is typed is shown as it will be read.
        onChange={(event) => setWord(event.target.value.toUpperCase().replace(/\s/g, ''))}
        onPressEnter={submit}
        maxLength={groupAdmin.GROUP_WORD_LENGTH}
        placeholder={t('groupCommunity.word.placeholder')}
        className="join-word__input"
        status={showError ? 'error' : undefined}
        autoFocus
        data-testid="join-word-input"
      />
      {showError ? (
        <div className="community__error" data-testid="join-word-error">
          {t('groupCommunity.word.invalid')}
        </div>
      ) : null}
    </Modal>
  );
}
