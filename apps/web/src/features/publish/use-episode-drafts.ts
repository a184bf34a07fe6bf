import { useCallback, useEffect, useRef, useState } from 'react';
import { dramas, uploads } from '@fox/contracts';
import { checkBatch, uploadFile, type UploadRefusal } from '../../ui/uploader';
import { compareEpisodeFiles, type EpisodeDraft } from './drama-rules';

/**
 * Episodes upload a few at a time: a season chosen at once would otherwise open dozens of requests that
 * all crawl, and the first episodes would finish last.
 */
const PARALLEL_UPLOADS = 3;
const MAX_DURATION_S = 86_400;

let nextKey = 0;

/**
 * The episode list of a drama being published: files chosen are ordered by name and appended, uploaded
 * in the background, and can be renamed, reordered, retried or removed meanwhile.
 */
export function useEpisodeDrafts() {
  const [drafts, setDrafts] = useState<EpisodeDraft[]>([]);
  const files = useRef(new Map<string, File>());
  const queue = useRef<string[]>([]);
  const running = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const active = running.current;
    const waiting = queue;
    return () => {
      // Emptied first, so the aborted uploads do not start the waiting ones as they settle.
      waiting.current = [];
      active.forEach((controller) => controller.abort());
    };
  }, []);

  const patch = useCallback((key: string, change: Partial<EpisodeDraft>) => {
    setDrafts((all) => all.map((draft) => (draft.key === key ? { ...draft, ...change } : draft)));
  }, []);

  const pump = useCallback(() => {
    while (running.current.size < PARALLEL_UPLOADS && queue.current.length > 0) {
      const key = queue.current.shift()!;
      const file = files.current.get(key);
      if (!file) continue;
      const controller = new AbortController();
      running.current.set(key, controller);
      patch(key, { status: 'uploading', percent: 0 });
      uploadFile(file, { signal: controller.signal, onProgress: (percent) => patch(key, { percent }) })
        .then((uploaded) => {
          files.current.delete(key);
          patch(key, {
            status: 'done',
            percent: 100,
            videoUrl: uploaded.url,
            ...(uploaded.posterUrl ? { coverUrl: uploaded.posterUrl } : {}),
            duration: Math.min(Math.round(uploaded.duration ?? 0), MAX_DURATION_S),
          });
        })
        .catch(() => {
          // A removed episode was aborted on purpose; anything else stays listed as failed, to retry.
          if (!controller.signal.aborted) patch(key, { status: 'error' });
        })
        .finally(() => {
          running.current.delete(key);
          pump();
        });
    }
  }, [patch]);

  /** Appends the chosen videos in file-name order; refuses the whole choice if one file is unfit. */
  const add = useCallback(
    (chosen: File[], room: number): UploadRefusal | null => {
      const refusal = checkBatch(chosen, {
        extensions: uploads.allowedExtensions.video,
        maxSizeMb: uploads.UPLOAD_MAX_MB,
        maxCount: Math.min(room, dramas.EPISODES_MAX),
      });
      if (refusal) return refusal;
      const sorted = [...chosen].sort((a, b) => compareEpisodeFiles(a.name, b.name));
      const fresh = sorted.map((file): EpisodeDraft => {
        const key = `episode-${(nextKey += 1)}`;
        files.current.set(key, file);
        queue.current.push(key);
        return { key, fileName: file.name, status: 'waiting', percent: 0, duration: 0, title: null };
      });
      setDrafts((all) => [...all, ...fresh]);
      pump();
      return null;
    },
    [pump],
  );

  const remove = useCallback((key: string) => {
    running.current.get(key)?.abort();
    queue.current = queue.current.filter((queued) => queued !== key);
    files.current.delete(key);
    setDrafts((all) => all.filter((draft) => draft.key !== key));
  }, []);

  const retry = useCallback(
    (key: string) => {
      if (!files.current.has(key)) return;
      patch(key, { status: 'waiting', percent: 0 });
      queue.current.push(key);
      pump();
    },
    [patch, pump],
  );

  /** Moves an episode one place up (-1) or down (+1). */
  const move = useCallback((key: string, step: -1 | 1) => {
    setDrafts((all) => {
      const from = all.findIndex((draft) => draft.key === key);
      const to = from + step;
      if (from < 0 || to < 0 || to >= all.length) return all;
      const next = [...all];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });
  }, []);

  const rename = useCallback((key: string, title: string) => patch(key, { title }), [patch]);

  return { drafts, add, remove, retry, move, rename };
}

export type EpisodeDrafts = ReturnType<typeof useEpisodeDrafts>;
