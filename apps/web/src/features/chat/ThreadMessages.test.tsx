import { formatChinaTime } from '@fox/contracts/client';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { im } from '@fox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../auth';
import { chatActions } from '../im';
import { ChatThreadView } from './ChatThreadView';
import { AppProviders } from '../../ui/AppProviders';

const ME = 9;
const PEER = 8;
const HISTORY = 100_000;
const VIEW_PX = 600;
const ROW_PX = 56;
const base = new Date(2026, 10, 18, 10, 0).getTime();

function message(seq: number): im.Message {
  const from = seq % 3 === 0 ? ME : PEER;
  const person = (id: number) => ({ id, name: id === ME ? '小狐狸' : '西湖边的猫', avatar: '' });
  return {
    id: seq,
    localId: `l${seq}`,
    chatId: '8_9',
    seq,
    sessionType: 'single',
    messageType: 'text',
    commandType: null,
    createTime: formatChinaTime(base + seq * 1000),
    body: { content: `消息 ${seq}`, err: null, duration: null },
    sender: { ...person(from), role: null, forbid: false },
    receiver: person(from === ME ? PEER : ME),
    file: null,
    share: null,
    mediaCall: null,
    isRecall: false,
    atIds: [],
    msgSource: null,
  };
}

/**
 * jsdom lays nothing out: the list gets a height, rows a height and the list a scroll range, and a
 * scroll command moves it and reports the scroll, as a browser would.
 */
function layOutTheList() {
  const isList = (element: HTMLElement) => element.classList.contains('chat-thread__list');
  const rowsHeight = (list: HTMLElement) =>
    parseFloat(list.querySelector<HTMLElement>('.chat-thread__rows')?.style.height ?? '0') || 0;
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isList(this) ? VIEW_PX : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isList(this) ? Math.max(rowsHeight(this), VIEW_PX) : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('chat-thread__row') ? ROW_PX : 0;
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', {
    configurable: true,
    value(this: HTMLElement, options: ScrollToOptions) {
      const max = this.scrollHeight - this.clientHeight;
      this.scrollTop = Math.max(0, Math.min(options.top ?? this.scrollTop, max));
      setTimeout(() => this.dispatchEvent(new Event('scroll')));
    },
  });
}

const shownSeqs = () => screen.getAllByTestId('chat-message').map((row) => Number(row.dataset.seq));

describe('a thread with a long history', () => {
  beforeEach(() => {
    useSessionStore.setState({
      token: 't',
      userId: ME,
      userInfo: { id: ME, userName: 'fox9', nickName: '小狐狸', avatar: '', hasPassword: false, roles: [] },
    });
    chatActions.reset(ME);
    layOutTheList();
  });
  afterEach(() => {
    delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
  });

  it('keeps only the rows around the view in the page and opens on the newest of 100,000', async () => {
    const history = Array.from({ length: HISTORY }, (_, index) => message(HISTORY - index));
    chatActions.addOlderPage(PEER, history, HISTORY);
    render(
      <AppProviders>
        <ChatThreadView peer={PEER} title="西湖边的猫" />
      </AppProviders>,
    );

    await waitFor(() => expect(shownSeqs()).toContain(HISTORY), { timeout: 10_000 });
    const seqs = shownSeqs();
    expect(seqs.length).toBeLessThan(100);
    expect(Math.min(...seqs)).toBeGreaterThan(HISTORY - 100);
    expect(screen.getByText(`消息 ${HISTORY}`)).toBeTruthy();

    // A message arriving while the reader is at the bottom is followed into view.
    act(() => chatActions.receive([message(HISTORY + 1)], false));
    await waitFor(() => expect(shownSeqs()).toContain(HISTORY + 1), { timeout: 10_000 });
    expect(screen.getAllByTestId('chat-message').length).toBeLessThan(100);
    // A hundred thousand messages take a moment to build on a busy machine.
  }, 30_000);
});
