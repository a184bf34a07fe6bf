import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { App, Button, Input, Tooltip } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { im } from '@fox/contracts';
import { useTranslation } from 'react-i18next';
import { checkFile, IMAGE_EXTENSIONS, IMAGE_UPLOAD_MAX_MB, uploadFile } from '../../ui/uploader';
import { acceptOf } from '../../ui/uploader/upload-checks';

/**
 * Spec 001 §5: longer text is cut, both when typed and when pasted. Counted in UTF-16 units as the server
 * counts; a cut never leaves half an emoji behind.
 */
export function limitComposerText(text: string): string {
  if (text.length <= im.MESSAGE_TEXT_MAX) return text;
  const cut = text.slice(0, im.MESSAGE_TEXT_MAX);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** Enter sends unless an input method is composing; Shift+Enter keeps the newline. */
export function isSendKey(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey'> & { isComposing: boolean },
): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

/** Picks one picture, checks it as the image uploader does, uploads it and hands its stored path on. */
function PhotoButton({ onUploaded }: { onUploaded: (url: string) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = checkFile(file, { extensions: IMAGE_EXTENSIONS, maxSizeMb: IMAGE_UPLOAD_MAX_MB });
    if (refusal) {
      const key = refusal.reason === 'tooLarge' ? 'uploader.imageTooLarge' : 'uploader.imageBadFormat';
      void message.warning(t(key, refusal.values));
      return;
    }
    setBusy(true);
    try {
      onUploaded((await uploadFile(file)).url);
    } catch {
      void message.error(t('uploader.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Tooltip title={t('chat.photo')}>
        <Button
          type="text"
          icon={<PictureOutlined />}
          loading={busy}
          aria-label={t('chat.photo')}
          onClick={() => input.current?.click()}
          data-testid="chat-photo"
        />
      </Tooltip>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptOf(IMAGE_EXTENSIONS)}
        onChange={(event) => void onChoose(event)}
        data-testid="chat-photo-input"
      />
    </>
  );
}

interface ComposerProps {
  onSend: (text: string) => void;
  /** Sends an uploaded picture; without it the picture button is not shown. */
  onSendPhoto?: (url: string) => void;
}

export function Composer({ onSend, onSendPhoto }: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const trimmed = text.trim();

  const send = () => {
    if (trimmed === '') return;
    onSend(trimmed);
    setText('');
  };

  return (
    <div className="chat-composer">
      <Input.TextArea
        value={text}
        onChange={(event) => setText(limitComposerText(event.target.value))}
        onKeyDown={(event) => {
          // keyCode 229 is what browsers report for keys an input method is still handling.
          const composing = event.nativeEvent.isComposing || event.keyCode === 229;
          if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: composing })) return;
          event.preventDefault();
          send();
        }}
        placeholder={t('chat.placeholder')}
        rows={3}
        variant="borderless"
        data-testid="chat-input"
      />
      <div className="chat-composer__bar">
        {onSendPhoto ? (
          <span className="chat-composer__tools">
            <PhotoButton onUploaded={onSendPhoto} />
          </span>
        ) : null}
        <span className="chat-composer__count">
          {t('chat.count', { count: text.length, max: im.MESSAGE_TEXT_MAX })}
        </span>
        <Button type="primary" disabled={trimmed === ''} onClick={send} data-testid="chat-send">
          {t('chat.send')}
        </Button>
      </div>
    </div>
  );
}
