import { useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Input } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { im } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { AttachButtons } from './composer/AttachButtons';
import { pastedImages } from './composer/chat-attachments';
import { useOfferAttachments } from './composer/use-offer-attachments';
import './composer.css';

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
  /** A group chat's @ picker (groups/use-mention-picker.tsx), working on the text as it is typed. */
  mention?: ComposerMention;
}

/** The text box as a plug-in sees it: the text, and a way to replace it and put the caret somewhere. */
export interface ComposerEditor {
  text: string;
  replace: (text: string, caret: number) => void;
}

export interface ComposerMention {
  /** Sees every edit with the caret after it. */
  onEdit: (text: string, caret: number) => void;
  /** Sees each key first; true when it took the key (spec 001 §5: Enter picks while the picker is open). */
  onKey: (event: KeyboardEvent<HTMLTextAreaElement>, editor: ComposerEditor) => boolean;
  /** Draws the picker above the text box. */
  render: (editor: ComposerEditor) => ReactNode;
}

export function Composer({ onSend, onSendFiles, mention }: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const area = useRef<TextAreaRef>(null);
  const editor: ComposerEditor = {
    text,
    replace: (next, caret) => {
      setText(limitComposerText(next));
      const box = area.current?.resizableTextArea?.textArea;
      // After React has put the new text in: the caret goes where the plug-in asked.
      requestAnimationFrame(() => {
        box?.focus();
        box?.setSelectionRange(caret, caret);
      });
    },
  };
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
      {mention?.render(editor)}
      <Input.TextArea
        ref={area}
        value={text}
        onChange={(event) => {
          const next = limitComposerText(event.target.value);
          setText(next);
          mention?.onEdit(next, event.target.selectionStart);
        }}
        onPaste={onPaste}
        onKeyDown={(event) => {
          if (mention?.onKey(event, editor)) return;
          // keyCode 229 is what browsers report for keys an input method is still handling.
          const composing = event.nativeEvent.isComposing || event.keyCode === 229;
          if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: composing })) return;
          event.preventDefault();
          send();
        }}
        placeholder={t('im.composer.placeholder')}
        rows={3}
        variant="borderless"
        data-testid="chat-input"
      />
      <div className="chat-composer__bar">
        {onSendFiles ? <AttachButtons onChosen={offer} /> : null}
        <span className="chat-composer__count">
          {t('im.composer.count', { count: text.length, max: im.MESSAGE_TEXT_MAX })}
        </span>
        <Button type="primary" disabled={trimmed === ''} onClick={send} data-testid="chat-send">
          {t('im.composer.send')}
        </Button>
      </div>
    </div>
  );
}
