import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { useGameFrameReload } from '../../features/games';
import { MainNav } from './MainNav';

function Where() {
  const { pathname, search } = useLocation();
  return <span data-testid="where">{pathname + search}</span>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <MainNav />
      <Where />
    </MemoryRouter>,
  );
}

describe('MainNav', () => {
  it('reloads the game frame instead of leaving when the game entry is clicked in the game area', () => {
    renderAt('/game-app/home?id=3');
    const before = useGameFrameReload.getState().reloads;
    fireEvent.click(screen.getByTestId('main-nav-gameApp'));
    expect(useGameFrameReload.getState().reloads).toBe(before + 1);
    expect(screen.getByTestId('where').textContent).toBe('/game-app/home?id=3');
  });

  it('goes to the game area from anywhere else', () => {
    renderAt('/shortPlay');
    const before = useGameFrameReload.getState().reloads;
    fireEvent.click(screen.getByTestId('main-nav-gameApp'));
    expect(screen.getByTestId('where').textContent).toBe('/game-app');
    expect(useGameFrameReload.getState().reloads).toBe(before);
  });
});
