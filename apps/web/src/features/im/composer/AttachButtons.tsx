import { useRef, type ChangeEvent } from 'react';
import { Button, Tooltip } from 'antd';
import { FolderOpenOutlined, PictureOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../i18n/use-translation';
import { acceptOf } from '../../../ui/uploader/upload-checks';
import { ATTACHMENT_RULES, type AttachmentKind } from './chat-attachments';
import '../composer.css';

interface PickerProps {
  kind: AttachmentKind;
  onChosen: (files: File[], kind: AttachmentKind) => void;
}

const PICKERS: Record<AttachmentKind, { icon: typeof PictureOutlined; label: string; testId: string }> = {
  // `chat-photo` names the picture button as it did before video joined it.
  media: { icon: PictureOutlined, label: 'im.composer.attach.media', testId: 'chat-photo' },
  document: { icon: FolderOpenOutlined, label: 'im.composer.attach.file', testId: 'chat-file-button' },
};

function Picker({ kind, onChosen }: PickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { icon: Icon, label, testId } = PICKERS[kind];
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same files may be chosen again after a refusal.
    event.target.value = '';
    onChosen(files, kind);
  };
  return (
    <>
      <Tooltip title={t(label)}>
        <Button
          type="text"
          icon={<Icon />}
          aria-label={t(label)}
          onClick={() => input.current?.click()}
          data-testid={testId}
        />
      </Tooltip>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={acceptOf(ATTACHMENT_RULES[kind].extensions)}
        onChange={onChange}
        data-testid={kind === 'media' ? 'chat-photo-input' : 'chat-file-input'}
      />
    </>
  );
}

/** The composer's picture-and-video and document buttons, nine files a selection. */
export function AttachButtons({ onChosen }: { onChosen: PickerProps['onChosen'] }) {
  return (
    <span className="chat-composer__tools" data-testid="chat-attach">
      <Picker kind="media" onChosen={onChosen} />
      <Picker kind="document" onChosen={onChosen} />
    </span>
  );
}
