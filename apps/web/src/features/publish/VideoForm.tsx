import { useState } from 'react';
import { Form } from 'antd';
import { content, uploads } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { FileUploader, ImageUploader, type UploadedFile } from '../../ui/uploader';
import { publishing, TitleField, type FormProps } from './form-parts';
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
      setVideoError(t(uploading ? 'publishDialog.uploading' : 'publishDialog.videoRequired'));
      return;
    }
    await publishing(onBusy, async () => {
      const coverUrl = cover ?? video.posterUrl;
      const created = await api(content.publishVideo, {
        title: values.title,
        videoUrl: video.url,
        ...(coverUrl ? { coverUrl } : {}),
        duration: Math.min(Math.round(video.duration ?? 0), 86_400),
        relation: relationOf(values),
      });
      onPublished({ kind: 'video', id: created.id });
    });
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
        label={t('publishDialog.video')}
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
      <TitleField />
      <Form.Item label={t('publishDialog.cover')}>
        <ImageUploader data-testid="publish-cover" onUploaded={(file) => setCover(file.url)} />
      </Form.Item>
      <RelationFields />
    </Form>
  );
}
