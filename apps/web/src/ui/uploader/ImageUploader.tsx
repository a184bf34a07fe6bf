import { PlusOutlined } from '@ant-design/icons';
import { Progress } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { useFeedback } from '../feedback';
import { useTranslation } from '../../i18n/use-translation';
import { acceptOf, checkFile, IMAGE_EXTENSIONS, IMAGE_UPLOAD_MAX_MB } from './upload-checks';
import { uploadFile, type UploadedFile } from './upload-request';
import './uploader.css';

export interface ImageUploaderProps {
  /** Spec default 5 MB. */
  maxSizeMb?: number;
  extensions?: readonly string[];
  onUploaded?: (file: UploadedFile) => void;
  disabled?: boolean;
  /** The picture shown before anything is chosen (say the current avatar). */
  value?: string;
  /** Round tile, for avatars. */
  round?: boolean;
  'data-testid'?: string;
}

/**
 * The image variant: one picture at a time, a square tile with progress, then the thumbnail. SVG, which
 * the spec's image uploader lists, is not offered: the server accepts no SVG, as it can carry scripts.
 */
export function ImageUploader({
  maxSizeMb = IMAGE_UPLOAD_MAX_MB,
  extensions = IMAGE_EXTENSIONS,
  onUploaded,
  disabled,
  value,
  round,
  'data-testid': testId = 'image-uploader',
}: ImageUploaderProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const preview = uploaded ?? value ?? null;

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = checkFile(file, { extensions, maxSizeMb });
    if (refusal) {
      const key = refusal.reason === 'tooLarge' ? 'uploader.imageTooLarge' : 'uploader.imageBadFormat';
      void message.warning(t(key, refusal.values));
      return;
    }
    setPercent(0);
    try {
      const uploaded = await uploadFile(file, { onProgress: setPercent });
      setUploaded(uploaded.thumbnailUrl ?? uploaded.url);
      void message.success(t('uploader.imageDone'));
      onUploaded?.(uploaded);
    } catch {
      void message.error(t('uploader.failed'));
    } finally {
      setPercent(null);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        className="fox-uploader-input"
        data-testid={`${testId}-input`}
        accept={acceptOf(extensions)}
        onChange={(event) => void onChoose(event)}
      />
      <button
        type="button"
        className={round ? 'fox-image-uploader fox-image-uploader--round' : 'fox-image-uploader'}
        data-testid={testId}
        disabled={disabled || percent !== null}
        onClick={() => input.current?.click()}
        aria-label={t('uploader.chooseImage')}
      >
        {percent !== null ? (
          <Progress type="circle" percent={percent} size={56} />
        ) : preview ? (
          <img src={preview} alt="" />
        ) : (
          <span>
            <PlusOutlined />
            <div>{t('uploader.chooseImage')}</div>
          </span>
        )}
      </button>
    </>
  );
}
