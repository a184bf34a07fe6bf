import type { im } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import type { FileStore } from '../../platform/storage/index.js';
import { storeDemoFile } from '../uploads/index.js';
import type { PastContent } from './past-messages.js';

/** The kinds of work a demo chat shares, as share cards name them. */
export type SharedKind = 'video' | 'article' | 'playlet';

/**
 * The card of a work shared in a chat, found by its title in the feature that owns it; null when there
 * is no such work. The app hands the chat one (compose.ts): the demo chats share the demo world's own
 * videos, articles and dramas, which the chat cannot read itself.
 */
export type ShareCardFinder = (db: Db, kind: SharedKind, title: string) => Promise<im.Share | null>;

/**
 * What a line of a demo chat says: a text; a picture or a document shipped in demo-media (by its path
 * there); a work of the demo world by its title; a text its sender recalled since.
 */
export type DemoLineContent =
  | string
  | { photo: string }
  | { file: string; name: string }
  | { share: SharedKind; title: string }
  | { recalled: string };

/** Turns demo chat lines into what was sent: shipped files put into the store, shared works found. */
export function demoContentResolver(db: Db, files: FileStore, shareCards: ShareCardFinder) {
  const stored = new Map<string, ReturnType<typeof storeDemoFile>>();
  const store = (relative: string) => {
    let file = stored.get(relative);
    if (!file) stored.set(relative, (file = storeDemoFile(files, relative)));
    return file;
  };
  return async (content: DemoLineContent): Promise<PastContent> => {
    if (typeof content === 'string') return { text: content };
    if ('recalled' in content) return content;
    if ('photo' in content) return { photo: (await store(content.photo)).url };
    if ('file' in content) {
      const { url, size } = await store(content.file);
      return { file: { url, fileName: content.name, fileSize: size } };
    }
    const share = await shareCards(db, content.share, content.title);
    if (!share) throw new Error(`a demo chat shares a ${content.share} nobody made: ${content.title}`);
    return { share };
  };
}

/** Lines written in the same minute are a few seconds apart, in the order written. */
const SAME_MINUTE_STEP = 12_000;

/**
 * Times for a conversation's lines (written for demoClock), in the order written and strictly increasing,
 * so the list, the thread and the seqs agree. A line written earlier than the one above it is a mistake
 * in the demo data.
 */
export function conversationTimes(at: (when: string) => number, whens: string[], name: string): number[] {
  const times: number[] = [];
  let lastWritten = -Infinity;
  for (const when of whens) {
    const written = at(when);
    if (written < lastWritten) throw new Error(`${name}: '${when}' is earlier than the line above`);
    lastWritten = written;
    const last = times.at(-1) ?? -Infinity;
    times.push(written > last ? written : last + SAME_MINUTE_STEP);
  }
  return times;
}
