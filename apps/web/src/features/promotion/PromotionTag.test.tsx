import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useLoginPrompt, useSessionStore } from '../auth';
import { PromotionTag, type Relation } from './PromotionTag';

const relation = (busyType: Relation['busyType'], extra: Partial<Relation> = {}): Relation => ({
  busyType,
  busyTitle: '春季新品',
  userName: '阿狸',
  childTaskNumber: null,
  ...extra,
});

function renderTag(tag: Relation, variant: 'video' | 'content' = 'content') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <PromotionTag relation={tag} variant={variant} /> },
      { path: '/makeMoney/taskDetails', element: <p>task details</p> },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(<RouterProvider router={router} />);
  return Object.assign(router, { unmount: view.unmount });
}

describe('PromotionTag', () => {
  it("names the owner's shop window on a Window tag", () => {
    renderTag(relation('Window'));
    const tag = screen.getByTestId('promotion-tag');
    expect(tag.textContent).toContain('橱窗');
    expect(tag.textContent).toContain('阿狸的橱窗');
    expect(tag.textContent).not.toContain('春季新品');
  });

  it('shows the title on goods, entry and lesson tags, which do nothing on click', () => {
    for (const kind of ['GoodsWindow', 'EntryRole', 'SohuLesson'] as const) {
      const router = renderTag(relation(kind));
      const tag = screen.getByTestId('promotion-tag');
      expect(tag.textContent).toContain('春季新品');
      expect(tag.getAttribute('role')).toBeNull();
      fireEvent.click(tag);
      expect(router.state.location.pathname).toBe('/');
      router.unmount();
      router.dispose();
    }
  });

  it('styles the video variant apart', () => {
    renderTag(relation('GoodsWindow'), 'video');
    expect(screen.getByTestId('promotion-tag').className).toContain('promotion-tag--video');
  });

  it('asks a guest to log in before opening a wish', () => {
    useLoginPrompt.setState({ isOpen: false });
    const router = renderTag(relation('BusyTask', { childTaskNumber: 'T2024' }));
    fireEvent.click(screen.getByTestId('promotion-tag'));
    expect(useLoginPrompt.getState().isOpen).toBe(true);
    expect(router.state.location.pathname).toBe('/');
    // Closing the prompt without logging in drops the waiting action.
    useLoginPrompt.getState().close();
  });

  it('opens the wish task details as from the square once logged in', () => {
    useSessionStore.setState({
      token: 't',
      userId: 9,
      userInfo: { id: 9, userName: 'fox9', nickName: '狐', avatar: '', hasPassword: false, roles: [] },
    });
    const router = renderTag(relation('BusyTask', { childTaskNumber: 'T2024' }));
    fireEvent.click(screen.getByTestId('promotion-tag'));
    const { pathname, search } = router.state.location;
    expect(pathname).toBe('/makeMoney/taskDetails');
    const query = new URLSearchParams(search);
    expect(query.get('taskNumber')).toBe('T2024');
    expect(query.get('type')).toBe('square');
    expect(query.get('source')).toBe('心愿广场');
    useSessionStore.setState({ token: null, userId: null, userInfo: null });
  });
});
