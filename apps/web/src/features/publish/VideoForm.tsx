import { useState } from 'react';
import { Form, Input, Select } from 'antd';
import { content, uploads } from '@fox/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { FileUploader, ImageUploader, type UploadedFile } from '../../ui/uploader';
import type { Published } from './published';

/** The video formats the publish dialog takes (spec: mp4, webm, mov), up to the platform's 200 MB. */
export const VIDEO_EXTENSIONS = uploads.allowedExtensions.video;

type RelationType = (typeof content.RELATION_TYPES)[number] | 'none';

interface Values {
  title: string;
  relationType: RelationType;
  relationTitle?: string;
  relationUserName?: string;
  relationTask?: string;
}

function relationOf(values: Values) {
  if (values.relationType === 'none') return null;
  return {
    busyType: values.relationType,
    busyTitle: values.relationTitle ?? '',
    userName: values.relationType === 'Window' ? (values.relationUserName ?? '') : '',
    childTaskNumber: values.relationType === 'BusyTask' ? (values.relationTask ?? null) : null,
  };
}

/** A video: the file (uploaded at once, with progress), a title, an optional cover and promotion tag. */
export function VideoForm({ formId, onPublished, onBusy }: FormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [video, setVideo] = useState<UploadedFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const [cover, setCover] = useState<string | null>(null);
  const [videoError, setVideoError] = useState<string | null>(null);
  const relationType = Form.useWatch('relationType', form) ?? 'none';

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
      initialValues={{ title: '', relationType: 'none' }}
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
        rules={[{ required: true, whitespace: true, message: t('profile.publishDialog.titleRequired') }]}
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
      <Form.Item name="relationType" label={t('profile.publishDialog.relation')}>
        <Select
          data-testid="publish-relation-type"
          options={(['none', ...content.RELATION_TYPES] as const).map((value) => ({
            value,
            label: t(`profile.publishDialog.relationTypes.${value}`),
          }))}
        />
      </Form.Item>
      {relationType !== 'none' && (
        <Form.Item
          name="relationTitle"
          label={t('profile.publishDialog.relationTitle')}
          rules={[
            { required: true, whitespace: true, message: t('profile.publishDialog.relationTitleRequired') },
          ]}
        >
          <Input maxLength={content.TITLE_MAX} data-testid="publish-relation-title" />
        </Form.Item>
      )}
      {relationType === 'Window' && (
        <Form.Item name="relationUserName" label={t('profile.publishDialog.relationUserName')}>
          <Input maxLength={32} />
        </Form.Item>
      )}
      {relationType === 'BusyTask' && (
        <Form.Item
          name="relationTask"
          label={t('profile.publishDialog.relationTask')}
          rules={[
            { required: true, whitespace: true, message: t('profile.publishDialog.relationTaskRequired') },
          ]}
        >
          <Input maxLength={64} />
        </Form.Item>
      )}
    </Form>
  );
}

export interface FormProps {
  /** The dialog's publish button submits the form with this id. */
  formId: string;
  onPublished: (published: Published) => void;
  onBusy: (busy: boolean) => void;
}
