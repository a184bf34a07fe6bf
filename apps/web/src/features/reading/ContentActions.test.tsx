import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { FeedbackOutlet } from '../../ui/feedback';
import { useLoginPrompt, useSessionStore } from '../auth';
import { ArticleDetailPage } from './ArticleDetailPage';
import { ContentActions } from './ContentActions';

function wrap(node: React.ReactNode, path = '/') {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <>
        <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
        <FeedbackOutlet />
      </>
    </QueryClientProvider>,
  );
}

const actions = (authorUserId: number) => (
  <ContentActions
    busyCode={5}
    busyType="Article"
    authorUserId={authorUserId}
    liked={false}
    praiseCount={7}
    collected
    collectCount={2}
    shareUrl="http://localhost/imageTextDetail?id=5"
  />
);

const logIn = (id: number) =>
  useSessionStore.setState({
    token: 't',
    userId: id,
    userInfo: { id, userName: String(id), nickName: '狐', avatar: '', hasPassword: true, roles: [] },
  });

describe('ContentActions', () => {
  it("shows the viewer's flags and counts, and asks a guest to log in before liking", () => {
    useSessionStore.setState({ token: null, userId: null, userInfo: null });
    useLoginPrompt.setState({ isOpen: false });
    wrap(actions(3));
    expect(screen.getByTestId('action-like-count').textContent).toBe('7');
    expect(screen.getByTestId('action-collect').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('action-like'));
    expect(useLoginPrompt.getState().isOpen).toBe(true);
    expect(screen.getByTestId('action-like-count').textContent).toBe('7');
    useLoginPrompt.setState({ isOpen: false });
  });

  it('offers report on content of others only', () => {
    logIn(3);
    const view = wrap(actions(4));
    expect(screen.getByTestId('action-report')).toBeTruthy();
    view.unmount();
    wrap(actions(3));
    expect(screen.queryByTestId('action-report')).toBeNull();
    useSessionStore.setState({ token: null, userId: null, userInfo: null });
  });
});

describe('ArticleDetailPage', () => {
  it('shows the not-found state for an id that is no id, without asking the server', () => {
    wrap(<ArticleDetailPage />, '/imageTextDetail?id=abc');
    expect(screen.getByTestId('reading-not-found').textContent).toContain('内容不存在或已下架');
  });
});
