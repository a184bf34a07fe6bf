import { useState, type MouseEvent } from 'react';
import { Spin } from 'antd';
import {
  FileExcelFilled,
  FileFilled,
  FilePdfFilled,
  FilePptFilled,
  FileWordFilled,
  LoadingOutlined,
} from '@ant-design/icons';
import { useFeedback } from '../../../ui/feedback';
import { useTranslation } from '../../../i18n/use-translation';
import { downloadChatFile } from '../file-download';
import { canPreviewInBrowser, fileFamilyOf, fileSizeText, type FileFamily } from './file-facts';
import { previewChatFile } from './file-preview';

export type FileStatus = 'loading' | 'download' | 'expired';

const ICONS: Record<FileFamily, typeof FileFilled> = {
  pdf: FilePdfFilled,
  word: FileWordFilled,
  excel: FileExcelFilled,
  ppt: FilePptFilled,
  other: FileFilled,
};

interface FileCardProps {
  /** The stored file's /resource/ path; empty while it uploads. */
  path: string;
  name: string;
  size: number | null;
  /** Spec 001 §4: loading until the server echoes the message, then download; expired once a download fails. */
  status: FileStatus;
}

/** A file message: its icon, name and size; a click downloads it, a PDF can also be previewed. */
export function FileCard({ path, name, size, status: given }: FileCardProps) {
  const { t } = useTranslation();
  const { message: toast } = useFeedback();
  const [failed, setFailed] = useState(false);
  const status: FileStatus = given === 'loading' ? 'loading' : failed ? 'expired' : given;
  const family = fileFamilyOf(name);
  const Icon = ICONS[family];

  const download = async () => {
    if (status === 'loading') return;
    if (await downloadChatFile(path, name)) return;
    setFailed(true);
    toast.error(t('chat.expired'));
  };
  const preview = async (event: MouseEvent) => {
    event.stopPropagation();
    if (await previewChatFile(path, name)) return;
    setFailed(true);
    toast.error(t('chat.bubble.file.previewExpired'));
  };

  const statusText =
    status === 'loading'
      ? t('chat.bubble.file.loading')
      : status === 'expired'
        ? t('chat.bubble.file.expired')
        : t('chat.download');

  return (
    <div className={`chat-file-card chat-file-card--${status}`} data-testid="chat-file" data-status={status}>
      <button
        type="button"
        className="chat-file-card__main"
        onClick={() => void download()}
        disabled={status === 'loading'}
        data-testid="chat-file-download"
      >
        <Icon className={`chat-file-card__icon chat-file-card__icon--${family}`} />
        <span className="chat-file-card__text">
          <span className="chat-file-card__name" title={name}>
            {name}
          </span>
          <span className="chat-file-card__meta">
            {size !== null ? <span>{fileSizeText(size)}</span> : null}
            <span className="chat-file-card__status" data-testid="chat-file-status">
              {status === 'loading' ? <Spin size="small" indicator={<LoadingOutlined spin />} /> : null}
              {statusText}
            </span>
          </span>
        </span>
      </button>
      {status !== 'loading' && canPreviewInBrowser(name) ? (
        <button
          type="button"
          className="chat-file-card__preview"
          onClick={(event) => void preview(event)}
          data-testid="chat-file-preview"
        >
          {t('chat.bubble.file.preview')}
        </button>
      ) : null}
    </div>
  );
}
