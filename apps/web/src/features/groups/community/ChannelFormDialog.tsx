import { useEffect, useState } from 'react';
import { Form, Modal, Spin } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { groupChannels } from '@fox/contracts';
import { api } from '../../../api';
import { useTranslation } from '../../../i18n/use-translation';
import { TextInput, textProblemMessage } from '../../../ui';
import { useFeedback } from '../../../ui/feedback';
import { ImageUploader } from '../../../ui/uploader';

interface ChannelFormDialogProps {
  groupId: number;
  /** The channel to edit; null adds a new one. */
  channelId: number | null;
  open: boolean;
  onClose: () => void;
  /** Called after a save the server took, before the dialog closes. */
  onSaved: () => void;
}

/**
 * Adds or edits a join channel (spec 002 §2.8, §4.5, §5). Each opening starts from an empty form for the
 * group; edit mode loads the record first. The name is checked when the field loses focus. Only an answer
 * of code 200 closes the dialog (with 'saving succeeded'); any other answer leaves it open, silently.
 */
export function ChannelFormDialog({ groupId, channelId, open, onClose, onSaved }: ChannelFormDialogProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [nameChecked, setNameChecked] = useState(false);
  const [loading, setLoading] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setName('');
    setNote('');
    setImages([]);
    setNameChecked(false);
    setLoadFailed(false);
    if (channelId === null) return;
    const controller = new AbortController();
    setLoading(true);
    api(groupChannels.channelDetail, { id: channelId }, { signal: controller.signal, silent: true })
      .then((channel) => {
        setName(channel.channelName);
        setNote(channel.channelNote);
        setImages(channel.channelImage.slice(0, groupChannels.CHANNEL_IMAGES_MAX));
        setLoading(false);
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setLoadFailed(true);
        setLoading(false);
      });
    return () => controller.abort();
  }, [open, channelId, groupId]);

  const nameError =
    name === '' ? t('groupCommunity.channels.nameRequired') : textProblemMessage(name, 'name', t);
  const noteError = textProblemMessage(note, 'multiline', t);
  const showNameError = nameChecked && nameError !== null;

  const save = async () => {
    setNameChecked(true);
    if (nameError || noteError || loading || loadFailed) return;
    setSaving(true);
    const form = { channelName: name, channelNote: note, channelImage: images };
    try {
      if (channelId === null) await api(groupChannels.addChannel, { ...form, groupId }, { silent: true });
      else await api(groupChannels.editChannel, { ...form, id: channelId }, { silent: true });
      onSaved();
      void message.success(t('groupCommunity.common.saved'));
      onClose();
    } catch {
      // Spec 002 §4.5, §8: a refused save says nothing and keeps the form for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(channelId === null ? 'groupCommunity.channels.newTitle' : 'groupCommunity.channels.editTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('groupCommunity.common.save')}
      cancelText={t('groupCommunity.common.cancel')}
      okButtonProps={{
        loading: saving,
        disabled: loading || loadFailed,
        ...{ 'data-testid': 'channel-form-save' },
      }}
      width={480}
      centered
      destroyOnHidden
      modalRender={(node) => <div data-testid="channel-form">{node}</div>}
    >
      {loading ? (
        <div className="community__center">
          <Spin />
        </div>
      ) : loadFailed ? (
        <div className="community__error" data-testid="channel-form-load-failed">
          {t('groupCommunity.channels.loadFailed')}
        </div>
      ) : (
        <Form layout="vertical" className="community-form" component="div">
          <Form.Item
            label={t('groupCommunity.channels.name')}
            required
            validateStatus={showNameError ? 'error' : undefined}
            help={showNameError ? <span data-testid="channel-name-error">{nameError}</span> : undefined}
          >
            {/* React's blur bubbles, so the wrapper hears the field lose focus. */}
            <span onBlur={() => setNameChecked(true)}>
              <TextInput
                value={name}
                onChange={setName}
                maxLength={groupChannels.CHANNEL_NAME_MAX}
                showCount
                autoFocus
                placeholder={t('groupCommunity.channels.namePlaceholder')}
                data-testid="channel-name"
              />
            </span>
          </Form.Item>
          <Form.Item
            label={t('groupCommunity.channels.note')}
            validateStatus={noteError ? 'error' : undefined}
            help={noteError ?? undefined}
          >
            <TextInput
              textarea
              rows={3}
              value={note}
              onChange={setNote}
              maxLength={groupChannels.CHANNEL_NOTE_MAX}
              showCount
              placeholder={t('groupCommunity.channels.notePlaceholder')}
              data-testid="channel-note"
            />
          </Form.Item>
          <Form.Item label={t('groupCommunity.channels.images', { max: groupChannels.CHANNEL_IMAGES_MAX })}>
            <div className="community-images">
              {images.map((url) => (
                <div key={url} className="community-images__item" data-testid="channel-image">
                  <img src={url} alt="" />
                  <button
                    type="button"
                    aria-label={t('groupCommunity.channels.removeImage')}
                    onClick={() => setImages((all) => all.filter((one) => one !== url))}
                  >
                    <CloseOutlined />
                  </button>
                </div>
              ))}
              {images.length < groupChannels.CHANNEL_IMAGES_MAX ? (
                <ImageUploader
                  key={images.length}
                  data-testid="channel-image-upload"
                  onUploaded={(file) =>
                    setImages((all) =>
                      all.includes(file.url)
                        ? all
                        : [...all, file.url].slice(0, groupChannels.CHANNEL_IMAGES_MAX),
                    )
                  }
                />
              ) : null}
            </div>
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
