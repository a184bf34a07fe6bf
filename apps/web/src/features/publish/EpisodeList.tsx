import { useRef, type ChangeEvent } from 'react';
import { Button, Input, Progress, Tooltip } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  RedoOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { content, dramas, uploads } from '@fox/contracts';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import type { EpisodeDraft } from './drama-rules';
import type { EpisodeDrafts } from './use-episode-drafts';

const VIDEO_ACCEPT = uploads.allowedExtensions.video.map((ext) => `.${ext}`).join(',');

/** The title an episode is published under: the author's, or '第N集' by its place in the list. */
export function episodeTitleOf(
  draft: EpisodeDraft,
  index: number,
  defaultTitle: (n: number) => string,
): string {
  return draft.title ?? defaultTitle(index + 1);
}

/** The drama's episodes: choose several videos at once, then rename, reorder, retry or remove each. */
export function EpisodeList({ episodes }: { episodes: EpisodeDrafts }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const { drafts } = episodes;
  const room = dramas.EPISODES_MAX - drafts.length;
  const defaultTitle = (n: number) => t('publishDialog.drama.episodeTitle', { n });

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // The same files may be chosen again after a refusal.
    event.target.value = '';
    if (chosen.length === 0) return;
    const refusal = episodes.add(chosen, room);
    if (refusal) void message.warning(t(`uploader.${refusal.reason}`, refusal.values));
  };

  return (
    <div className="episode-list" data-testid="drama-episodes">
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={VIDEO_ACCEPT}
        onChange={onChoose}
        data-testid="drama-episodes-input"
      />
      <div className="episode-list__tools">
        <Button icon={<UploadOutlined />} disabled={room <= 0} onClick={() => input.current?.click()}>
          {t('publishDialog.drama.chooseEpisodes')}
        </Button>
        <span className="episode-list__hint">
          {t('publishDialog.drama.episodesHint', {
            types: uploads.allowedExtensions.video.join(' / '),
            n: uploads.UPLOAD_MAX_MB,
            max: dramas.EPISODES_MAX,
          })}
        </span>
      </div>
      {drafts.length > 0 && (
        <ol className="episode-list__items">
          {drafts.map((draft, index) => {
            const title = episodeTitleOf(draft, index, defaultTitle);
            return (
              <li
                key={draft.key}
                className="episode-list__item"
                data-testid="drama-episode"
                data-status={draft.status}
              >
                <span className="episode-list__number">{index + 1}</span>
                <div className="episode-list__main">
                  <Input
                    size="small"
                    value={title}
                    maxLength={content.TITLE_MAX}
                    status={title.trim() === '' ? 'error' : undefined}
                    onChange={(event) => episodes.rename(draft.key, event.target.value)}
                    aria-label={t('publishDialog.drama.episodeTitleLabel', { n: index + 1 })}
                    data-testid="drama-episode-title"
                  />
                  <div className="episode-list__file">
                    <span className="episode-list__name" title={draft.fileName}>
                      {draft.fileName}
                    </span>
                    {draft.status === 'waiting' ? (
                      <span className="episode-list__waiting">{t('publishDialog.drama.waiting')}</span>
                    ) : (
                      <Progress
                        size="small"
                        percent={draft.percent}
                        status={
                          draft.status === 'error'
                            ? 'exception'
                            : draft.status === 'done'
                              ? 'success'
                              : 'active'
                        }
                      />
                    )}
                  </div>
                </div>
                <div className="episode-list__actions">
                  {draft.status === 'error' && (
                    <Tooltip title={t('publishDialog.drama.retry')}>
                      <Button
                        size="small"
                        type="text"
                        icon={<RedoOutlined />}
                        aria-label={t('publishDialog.drama.retry')}
                        onClick={() => episodes.retry(draft.key)}
                        data-testid="drama-episode-retry"
                      />
                    </Tooltip>
                  )}
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0}
                    aria-label={t('publishDialog.drama.moveUp')}
                    onClick={() => episodes.move(draft.key, -1)}
                    data-testid="drama-episode-up"
                  />
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    disabled={index === drafts.length - 1}
                    aria-label={t('publishDialog.drama.moveDown')}
                    onClick={() => episodes.move(draft.key, 1)}
                    data-testid="drama-episode-down"
                  />
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('publishDialog.drama.removeEpisode')}
                    onClick={() => episodes.remove(draft.key)}
                    data-testid="drama-episode-remove"
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
