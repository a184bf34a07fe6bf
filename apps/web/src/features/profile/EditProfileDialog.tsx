import { useState } from 'react';
import { Form, Modal, type ButtonProps } from 'antd';
import { account, type profiles } from '@fox/contracts';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { TextInput, textRule } from '../../ui';
import { ImageUploader } from '../../ui/uploader';
import { refreshSessionUser } from '../auth';
import { useRefreshProfile } from './profile-queries';

interface Values {
  nickName: string;
  intro: string;
}

/** Nickname, intro and avatar (the image uploader's 5 MB rule), saved through POST /app/user/profile. */
export function EditProfileDialog({
  home,
  open,
  onClose,
}: {
  home: profiles.UserHome;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const refresh = useRefreshProfile();
  const [avatar, setAvatar] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (values: Values) => {
    setSaving(true);
    try {
      await api(account.editProfile, {
        nickName: values.nickName,
        intro: values.intro,
        ...(avatar ? { avatar } : {}),
      });
      void message.success(t('profile.edit.saved'));
      await Promise.all([refresh(), refreshSessionUser().catch(() => undefined)]);
      onClose();
    } catch {
      // The request layer has shown the server's message; the dialog stays open to fix it.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('profile.edit.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('profile.edit.save')}
      cancelText={t('profile.edit.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'edit-profile-save' } as ButtonProps}
      modalRender={(node) => <div data-testid="edit-profile-dialog">{node}</div>}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ nickName: home.nickName, intro: home.intro }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item label={t('profile.edit.avatar')} extra={t('profile.edit.avatarHint')}>
          <ImageUploader
            round
            value={home.avatar}
            data-testid="avatar-uploader"
            onUploaded={(file) => setAvatar(file.url)}
          />
        </Form.Item>
        <Form.Item
          name="nickName"
          label={t('profile.edit.nickName')}
          rules={[
            { required: true, whitespace: true, message: t('profile.edit.nickNameRequired') },
            textRule('name', t),
          ]}
        >
          <TextInput maxLength={account.NICKNAME_MAX} showCount data-testid="edit-nickname" />
        </Form.Item>
        <Form.Item name="intro" label={t('profile.edit.intro')} rules={[textRule('multiline', t)]}>
          <TextInput
            textarea
            rows={3}
            maxLength={account.INTRO_MAX}
            showCount
            placeholder={t('profile.edit.introPlaceholder')}
            data-testid="edit-intro"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
