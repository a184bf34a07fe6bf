import { useRef, useState, type ChangeEvent } from 'react';
import { App, Button, Image, Space } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { uploads as uploadRules } from '@fox/contracts';
import { SUCCESS_CODE, uploads } from '@fox/contracts/client';
import { signedHeadersFor } from '@fox/web/api';

const ACCEPT = uploadRules.allowedExtensions.image;
const MAX_MB = uploadRules.IMAGE_UPLOAD_MAX_MB;

interface Uploaded {
  url: string;
  thumbnailUrl?: string;
}

/** Sends the picture to the platform's store as the operator (POST /resource/oss/v2/upload, signed). */
async function upload(file: File): Promise<Uploaded> {
  const headers = await signedHeadersFor('POST', uploads.uploadFile.path);
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(uploads.uploadFile.path, { method: 'POST', headers, body: form });
  const envelope = (await response.json().catch(() => null)) as {
    code?: number;
    msg?: string;
    data?: Uploaded;
  } | null;
  if (envelope?.code === SUCCESS_CODE && envelope.data) return envelope.data;
  throw new Error(envelope?.msg || '上传失败，请稍后再试');
}

/**
 * A shop notice's cover picture (a form control: `value` is the stored file's address). The server checks
 * the picture again when the notice is sent.
 */
export function CoverUpload({
  value,
  onChange,
}: {
  value?: string;
  onChange?: (url: string | undefined) => void;
}) {
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!ACCEPT.includes(extension)) {
      void message.warning(`仅支持 ${ACCEPT.join('、')} 格式的图片`);
      return;
    }
    if (file.size > MAX_MB * 1024 * 1024) {
      void message.warning(`图片不能超过 ${MAX_MB} MB`);
      return;
    }
    setBusy(true);
    try {
      const uploaded = await upload(file);
      setPreview(uploaded.thumbnailUrl ?? uploaded.url);
      onChange?.(uploaded.url);
      void message.success('封面已上传');
    } catch (failure) {
      void message.error(failure instanceof Error ? failure.message : '上传失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space align="start" size={12}>
      {value ? (
        <Image src={preview ?? value} width={72} height={72} className="compose-cover__image" alt="封面" />
      ) : null}
      <Space orientation="vertical" size={4}>
        <input
          ref={input}
          type="file"
          hidden
          accept={ACCEPT.map((ext) => `.${ext}`).join(',')}
          onChange={(event) => void choose(event)}
          data-testid="compose-cover-input"
        />
        <Button icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
          {value ? '更换图片' : '上传图片'}
        </Button>
        {value ? (
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            onClick={() => {
              setPreview(null);
              onChange?.(undefined);
            }}
          >
            移除
          </Button>
        ) : null}
      </Space>
    </Space>
  );
}
