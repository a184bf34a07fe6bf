import { useState } from 'react';
import { Form, Modal, Select, type ButtonProps } from 'antd';
import { friends } from '@fox/contracts';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { TextInput, textRule } from '../../ui';
import { labelNameProblem } from './friend-rules';
import { useFriendBook, useRefreshFriends } from './friends-queries';

interface Values {
  name: string;
  friendIds: number[];
}

/** Creates a label, or edits one (`label`): its name and the friends it holds (spec 001 §5). */
export function LabelEditor({
  label,
  open,
  onClose,
  onSaved,
}: {
  label: friends.Label | null;
  open: boolean;
  onClose: () => void;
  onSaved: (label: friends.Label) => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const book = useFriendBook();
  const refresh = useRefreshFriends();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const save = async (values: Values) => {
    setSaving(true);
    try {
      const saved = await api(friends.saveLabel, {
        name: values.name,
        friendIds: values.friendIds ?? [],
        ...(label ? { tagId: label.id } : {}),
      });
      void message.success(t(label ? 'friends.label.edited' : 'friends.label.created'));
      await refresh();
      onSaved(saved);
    } catch {
      // The request layer showed the reason (a taken name, the limit); the editor stays open.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(label ? 'friends.label.editTitle' : 'friends.label.createTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('friends.label.save')}
      cancelText={t('friends.label.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      width={440}
      okButtonProps={{ 'data-testid': 'label-save' } as ButtonProps}
      modalRender={(node) => <div data-testid="label-editor">{node}</div>}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ name: label?.name ?? '', friendIds: label?.friendIds ?? [] }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          name="name"
          label={t('friends.label.name')}
          required
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const problem = labelNameProblem(value ?? '');
                return problem
                  ? Promise.reject(new Error(t(problem, { max: friends.LABEL_NAME_MAX })))
                  : Promise.resolve();
              },
            },
            textRule('name', t),
          ]}
        >
          <TextInput
            maxLength={friends.LABEL_NAME_MAX}
            showCount
            placeholder={t('friends.label.namePlaceholder')}
            data-testid="label-name"
          />
        </Form.Item>
        <Form.Item name="friendIds" label={t('friends.label.members')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            placeholder={t('friends.label.membersPlaceholder')}
            options={
              book.data?.data.map((friend) => ({ value: friend.friendId, label: friend.displayName })) ?? []
            }
            data-testid="label-members"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
