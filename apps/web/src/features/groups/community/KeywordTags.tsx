import { useState } from 'react';
import { Button, Input, Tag } from 'antd';
import { groupHarass } from '@fox/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { useFeedback } from '../../../ui/feedback';

interface KeywordTagsProps {
  value: string[];
  onChange: (keywords: string[]) => void;
  disabled?: boolean;
}

/** Commas separate keywords on the wire (spec 002 §3), so a typed comma starts the next keyword. */
const splitKeywords = (text: string) =>
  text
    .split(/[,，]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** The ad keywords as tags: typed and added with Enter (or pasted comma-separated), removed with their ×. */
export function KeywordTags({ value, onChange, disabled }: KeywordTagsProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [draft, setDraft] = useState('');

  const add = () => {
    const typed = splitKeywords(draft);
    if (typed.length === 0) return;
    const next = [...value];
    for (const word of typed) {
      if (next.includes(word)) {
        void message.warning(t('groupCommunity.harass.keywordDuplicate'));
        continue;
      }
      if (next.length >= groupHarass.KEYWORDS_MAX) {
        void message.warning(t('groupCommunity.harass.keywordsFull', { max: groupHarass.KEYWORDS_MAX }));
        break;
      }
      next.push(word.slice(0, groupHarass.KEYWORD_MAX));
    }
    onChange(next);
    setDraft('');
  };

  return (
    <div className="community-keywords">
      {value.length > 0 ? (
        <div className="community-keywords__tags" data-testid="rule-keywords">
          {value.map((word) => (
            <Tag
              key={word}
              closable={!disabled}
              onClose={(event) => {
                event.preventDefault();
                onChange(value.filter((one) => one !== word));
              }}
              data-testid="rule-keyword"
            >
              {word}
            </Tag>
          ))}
        </div>
      ) : null}
      <div className="community-keywords__input">
        <Input
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={(event) => {
            event.preventDefault();
            add();
          }}
          maxLength={groupHarass.KEYWORD_MAX}
          placeholder={t('groupCommunity.harass.keywordPlaceholder')}
          disabled={disabled || value.length >= groupHarass.KEYWORDS_MAX}
          data-testid="rule-keyword-input"
        />
        <Button onClick={add} disabled={disabled || draft.trim() === ''} data-testid="rule-keyword-add">
          {t('groupCommunity.harass.keywordAdd')}
        </Button>
      </div>
    </div>
  );
}
