import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { EpisodeGrid } from './EpisodeGrid';
import { episodesOf } from './drama-test-kit';

const tabNames = () => screen.queryAllByRole('tab').map((tab) => tab.textContent);
const shownNumbers = () =>
  [...document.querySelectorAll('[data-testid^="episode-item-"]')]
    .filter((item) => item.getAttribute('data-testid') !== 'episode-item-lock')
    .map((item) => Number(item.getAttribute('data-testid')!.replace('episode-item-', '')));

describe('EpisodeGrid', () => {
  it('splits 24 episodes into tabs of ten and opens the tab of the playing one', () => {
    render(<EpisodeGrid episodes={episodesOf(24)} currentNumber={13} onPick={vi.fn()} />);
    expect(tabNames()).toEqual(['1-10', '11-20', '21-24']);
    expect(screen.getByTestId('episode-tab-11-20').getAttribute('aria-selected')).toBe('true');
    expect(shownNumbers()).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(screen.getByTestId('episode-item-13').getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByTestId('episode-tab-21-24'));
    expect(shownNumbers()).toEqual([21, 22, 23, 24]);
  });

  it('splits 60 episodes into five even tabs', () => {
    render(<EpisodeGrid episodes={episodesOf(60)} currentNumber={1} onPick={vi.fn()} />);
    expect(tabNames()).toEqual(['1-12', '13-24', '25-36', '37-48', '49-60']);
    expect(shownNumbers()).toHaveLength(12);
    fireEvent.click(screen.getByTestId('episode-tab-49-60'));
    expect(shownNumbers()[0]).toBe(49);
  });

  it('needs no tabs for ten episodes or fewer, badges locked ones and jumps on a click', () => {
    const onPick = vi.fn();
    render(
      <EpisodeGrid episodes={episodesOf(6, (n) => ({ paid: n === 3 }))} currentNumber={1} onPick={onPick} />,
    );
    expect(tabNames()).toEqual([]);
    expect(screen.getByTestId('episode-item-1').getAttribute('data-locked')).toBe('false');
    expect(screen.getByTestId('episode-item-2').getAttribute('data-locked')).toBe('true');
    expect(screen.getByTestId('episode-item-3').getAttribute('data-locked')).toBe('false');
    expect(screen.getAllByTestId('episode-item-lock')).toHaveLength(4);
    fireEvent.click(screen.getByTestId('episode-item-5'));
    expect(onPick).toHaveBeenCalledWith(5);
  });
});
