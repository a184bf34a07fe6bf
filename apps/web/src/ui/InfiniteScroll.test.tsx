import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { InfiniteScroll } from './InfiniteScroll';
import { shouldLoadMore } from './infinite-scroll';

describe('shouldLoadMore', () => {
  const at = (scrollTop: number) => ({ scrollTop, scrollHeight: 1000, clientHeight: 400 });

  it('loads within 10 px of the bottom', () => {
    expect(shouldLoadMore(at(589), { hasMore: true, loading: false })).toBe(false);
    expect(shouldLoadMore(at(590), { hasMore: true, loading: false })).toBe(true);
    expect(shouldLoadMore(at(600), { hasMore: true, loading: false })).toBe(true);
  });

  it('waits while loading and stops when nothing more exists', () => {
    expect(shouldLoadMore(at(600), { hasMore: true, loading: true })).toBe(false);
    expect(shouldLoadMore(at(600), { hasMore: false, loading: false })).toBe(false);
  });
});

function setMetrics(
  element: HTMLElement,
  metrics: { scrollTop: number; scrollHeight: number; clientHeight: number },
) {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: metrics.scrollHeight });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: metrics.clientHeight });
  element.scrollTop = metrics.scrollTop;
}

describe('InfiniteScroll', () => {
  it('calls loadMore when scrolled near the bottom', () => {
    const loadMore = vi.fn();
    // A first render with full metrics would load at once; start with a box far from its bottom.
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, value: 1000 });
    render(
      <InfiniteScroll hasMore loading={false} loadMore={loadMore} height={400} data-testid="box">
        <div>items</div>
      </InfiniteScroll>,
    );
    // Back to jsdom's own (inherited) scrollHeight of 0.
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollHeight');
    const box = screen.getByTestId('box');

    setMetrics(box, { scrollTop: 100, scrollHeight: 1000, clientHeight: 400 });
    fireEvent.scroll(box);
    expect(loadMore).not.toHaveBeenCalled();

    setMetrics(box, { scrollTop: 595, scrollHeight: 1000, clientHeight: 400 });
    fireEvent.scroll(box);
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('does not call loadMore while loading or when there is no more', () => {
    const loadMore = vi.fn();
    const { rerender } = render(
      <InfiniteScroll hasMore loading loadMore={loadMore} data-testid="box">
        <div>items</div>
      </InfiniteScroll>,
    );
    const box = screen.getByTestId('box');
    setMetrics(box, { scrollTop: 600, scrollHeight: 1000, clientHeight: 400 });
    fireEvent.scroll(box);
    rerender(
      <InfiniteScroll hasMore={false} loading={false} loadMore={loadMore} endText="end" data-testid="box">
        <div>items</div>
      </InfiniteScroll>,
    );
    fireEvent.scroll(box);
    expect(loadMore).not.toHaveBeenCalled();
    expect(screen.getByText('end')).toBeTruthy();
  });

  it('fills a box whose first page is shorter than the box', () => {
    const loadMore = vi.fn();
    render(
      <InfiniteScroll hasMore loading={false} loadMore={loadMore}>
        <div>one item</div>
      </InfiniteScroll>,
    );
    expect(loadMore).toHaveBeenCalledTimes(1);
  });
});
