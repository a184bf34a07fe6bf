import { forwardRef, type KeyboardEvent } from 'react';
import { Button, Input, type InputRef } from 'antd';
import { comments } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';

export interface CommentComposerProps {
  value: string;
  onChange: (value: string) => void;
  /** The name being answered, or null for a top-level comment. */
  replyName: string | null;
  onSend: () => void;
  onCancelReply: () => void;
  sending: boolean;
}

/** The input line under or above the list: Enter or the button sends, Escape drops the reply target. */
export const CommentComposer = forwardRef<InputRef, CommentComposerProps>(function CommentComposer(
  { value, onChange, replyName, onSend, onCancelReply, sending },
  ref,
) {
  const { t } = useTranslation();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // An input method still composing (pinyin) uses Enter to pick its candidate, not to send.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onSend();
    } else if (event.key === 'Escape' && replyName !== null) {
      event.preventDefault();
      onCancelReply();
    }
  };

  return (
    <div className="comment-composer" data-testid="comment-composer">
      <Input
        ref={ref}
        className="comment-composer__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={
          replyName !== null ? t('comments.replyTo', { name: replyName }) : t('comments.placeholder')
        }
        maxLength={comments.COMMENT_MAX}
        variant="filled"
        data-testid="comment-input"
      />
      <Button
        type="primary"
        shape="round"
        className="comment-composer__send"
        onClick={onSend}
        loading={sending}
        data-testid="comment-send"
      >
        {t('comments.send')}
      </Button>
    </div>
  );
});
