import { UploadOutlined } from '@ant-design/icons';
import { Button, Progress } from 'antd';
import { useRef, type ChangeEvent } from 'react';
import { useFeedback } from '../feedback';
import { useTranslation } from '../../i18n/use-translation';
import { acceptOf, ALL_UPLOAD_EXTENSIONS, checkBatch, checkFile, UPLOAD_MAX_MB } from './upload-checks';
import type { UploadedFile } from './upload-request';
import { useUploads } from './use-uploads';
import './uploader.css';

export interface FileUploaderProps {
  /** single: one file per choice, replacing the last; batch: several at once, up to maxCount. */
  mode?: 'single' | 'batch';
  /** Batch mode: files per selection (spec: chat allows 9). */
  maxCount?: number;
  /** Per-file limit in MB (spec default 200). */
  maxSizeMb?: number;
  /** Lower-case extensions; every type the server accepts by default. */
  extensions?: readonly string[];
  /** Called with the files that arrived, once each selection has finished. */
  onUploaded?: (files: UploadedFile[]) => void;
  /** Called when the person removes a file from the list (its upload, if still running, is aborted). */
  onRemoved?: (file: UploadedFile | undefined) => void;
  /** Called as soon as files pass the checks and start uploading; single mode replaces the last one. */
  onStarted?: () => void;
  disabled?: boolean;
  'data-testid'?: string;
}

/** A file picker that uploads at once and shows each file's real progress. */
export function FileUploader({
  mode = 'single',
  maxCount = 9,
  maxSizeMb = UPLOAD_MAX_MB,
  extensions = ALL_UPLOAD_EXTENSIONS,
  onUploaded,
  onRemoved,
  onStarted,
  disabled,
  'data-testid': testId = 'uploader',
}: FileUploaderProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const { items, start, remove } = useUploads();

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (files.length === 0) return;
    const rules = { extensions, maxSizeMb, ...(mode === 'batch' ? { maxCount } : {}) };
    const refusal = mode === 'batch' ? checkBatch(files, rules) : checkFile(files[0]!, rules);
    if (refusal) {
      void message.warning(t(`uploader.${refusal.reason}`, refusal.values));
      return;
    }
    onStarted?.();
    const { done, failed } = await start(mode === 'batch' ? files : [files[0]!], mode === 'single');
    if (failed > 0) void message.error(t('uploader.failed'));
    if (done.length > 0) onUploaded?.(done);
  };

  return (
    <div className="fox-uploader" data-testid={testId}>
      <input
        ref={input}
        type="file"
        hidden
        className="fox-uploader-input"
        data-testid={`${testId}-input`}
        accept={acceptOf(extensions)}
        multiple={mode === 'batch'}
        onChange={(event) => void onChoose(event)}
      />
      <Button icon={<UploadOutlined />} disabled={disabled} onClick={() => input.current?.click()}>
        {t('uploader.choose')}
      </Button>
      <div className="fox-uploader-hint">
        {t('uploader.hint', { types: extensions.join(' / '), n: maxSizeMb })}
      </div>
      {items.length > 0 && (
        <ul className="fox-uploader-list">
          {items.map((item) => (
            <li key={item.uid} data-testid={`${testId}-item`} data-status={item.status}>
              <span className="fox-uploader-name" title={item.name}>
                {item.name}
              </span>
              <Progress
                data-testid={`${testId}-progress`}
                percent={item.percent}
                size="small"
                status={item.status === 'error' ? 'exception' : item.status === 'done' ? 'success' : 'active'}
              />
              <Button
                type="link"
                size="small"
                onClick={() => {
                  remove(item.uid);
                  onRemoved?.(item.result);
                }}
              >
                {t('uploader.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
