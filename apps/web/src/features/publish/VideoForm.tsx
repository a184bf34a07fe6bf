import { useState } from 'react';
import { Form, Input } from 'antd';
import { content, uploads } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { textRule } from '../../ui';
import { FileUploader, ImageUploader, type UploadedFile } from '../../ui/uploader';
import type { Published } from './published';
import { RelationFields, relationOf, type RelationValues } from './RelationFields';

/** The video formats the publish dialog takes (spec: mp4, webm, mov), up to the platform's 200 MB. */
export const VIDEO_EXTENSIONS = uploads.allowedExtensions.video;

interface Values extends RelationValues {
  title: string;
}

/** A video: the file (uploaded at once, with progress), a title, an optional cover and promotion tag. */
export function VideoForm({ formId, onPublished, onBusy }: FormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [video, setVideo] = useState<UploadedFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const [cover, setCover] = useState<string | null>(null);
  const [videoError, setVideoError] = useState<string | null>(null);

  const submit = async (values: Values) => {
    if (!video) {
      setVideoError(t(uploading ? 'profile.publishDialog.uploading' : 'profile.publishDialog.videoRequired'));
      return;
    }
    onBusy(true);
    try {
      const coverUrl = cover ?? video.posterUrl;
      const created = await api(content.publishVideo, {
        title: values.title,
        videoUrl: video.url,
        ...(coverUrl ? { coverUrl } : {}),
        duration: Math.min(Math.round(video.duration ?? 0), 86_400),
        relation: relationOf(values),
      });
      onPublished({ kind: 'video', id: created.id });
    } catch {
      // The request layer has shown the server's message.
    } finally {
      onBusy(false);
    }
  };

  return (
    <Form
      name={formId}
      form={form}
      layout="vertical"
      initialValues={{ title: '' }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        label={t('profile.publishDialog.video')}
        required
        validateStatus={videoError ? 'error' : undefined}
        help={videoError ?? undefined}
      >
        <FileUploader
          mode="single"
          extensions={VIDEO_EXTENSIONS}
          maxSizeMb={uploads.UPLOAD_MAX_MB}
          data-testid="publish-video-uploader"
          onStarted={() => {
            setVideo(null);
            setVideoError(null);
            setUploading(true);
          }}
          onUploaded={(files) => {
            setVideo(files[0] ?? null);
            setUploading(false);
          }}
          onRemoved={() => {
            setVideo(null);
            setUploading(false);
          }}
        />
      </Form.Item>
      <Form.Item
        name="title"
        label={t('profile.publishDialog.title_')}
        rules={[
          { required: true, whitespace: true, message: t('profile.publishDialog.titleRequired') },
          textRule('line', t),
        ]}
      >
        <Input
          maxLength={content.TITLE_MAX}
          showCount
          placeholder={t('profile.publishDialog.titlePlaceholder', { max: content.TITLE_MAX })}
          data-testid="publish-title"
        />
      </Form.Item>
      <Form.Item label={t('profile.publishDialog.cover')}>
        <ImageUploader data-testid="publish-cover" onUploaded={(file) => setCover(file.url)} />
      </Form.Item>
      <RelationFields />
    </Form>
  );
}

export interface FormProps {
  /** The dialog's publish button submits the form with this id. */
  formId: string;
  onPublished: (published: Published) => void;
  onBusy: (busy: boolean) => void;
}
