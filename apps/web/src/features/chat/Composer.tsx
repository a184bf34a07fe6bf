import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Button, Input } from 'antd';
import { im } from '@fox/contracts';
import { useTranslation } from 'react-i18next';
import { AttachButtons } from './composer/AttachButtons';
import { pastedImages } from './composer/chat-attachments';
import { useOfferAttachments } from './composer/use-offer-attachments';

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

interface ComposerProps {
  onSend: (text: string) => void;
  /**
   * Sends files that passed the chat checks (pictures and video as photo and video messages, documents as
   * file messages); without it there are no attachment buttons and pasted pictures are ignored.
   */
  onSendFiles?: (files: File[]) => void;
}

export function Composer({ onSend, onSendFiles }: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const offer = useOfferAttachments(onSendFiles);

  // Spec 001 §5: pasted pictures are uploaded and sent. A paste that also carries text (a selection copied
  // from a document often brings a picture of itself along) stays a text paste.
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    if (!onSendFiles || event.clipboardData.getData('text/plain') !== '') return;
    const images = pastedImages(Array.from(event.clipboardData.files));
    if (images.length === 0) return;
    event.preventDefault();
    offer(images, 'media');
  };

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
        onPaste={onPaste}
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
        {onSendFiles ? <AttachButtons onChosen={offer} /> : null}
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
