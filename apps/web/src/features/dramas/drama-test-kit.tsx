import { formatChinaTime } from '@fox/contracts/client';
/** Shared by the drama component tests: fixtures, the providers a page needs, and the viewer's session. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { dramas } from '@fox/contracts';
import { FeedbackOutlet } from '../../ui/feedback';
import { useSessionStore } from '../auth';
import { platformFieldsOf } from '../../../test/kits/content-items';

export const VIEWER = 9;

export function dramaOf(over: Partial<dramas.Drama> = {}): dramas.Drama {
  return {
    id: 7,
    userId: 70,
    userName: '100070',
    nickName: '狐狸影业',
    userAvatar: '',
    title: '重生之我在狐村当村长',
    intro: '一个普通青年回到二十年前的小村庄。',
    coverUrl: '',
    categoryName: '都市',
    episodeCount: 3,
    freeCount: 1,
    singlePrice: 1.5,
    playletPrice: 20,
    isPlatform: false,
    state: 'OnShelf',
    collectObj: false,
    collectCount: 12,
    playCount: 34_567,
    unlockedCount: 0,
    createTime: formatChinaTime(0),
    updateTime: formatChinaTime(0),
    praiseCount: 0,
    commentCount: 0,
    auditState: 'Pass',
    rejectReason: '',
    content: '一个普通青年回到二十年前的小村庄。',
    coverImage: '',
    viewCount: 34_567,
    forwardCount: 0,
    mediaContentType: 'playlet',
    createBy: '100070',
    updateBy: '100070',
    ...over,
  };
}

/** Episode n of drama 7: the first `freeCount` are free, the rest paid and, unless `paid`, locked. */
export function episodeOf(episodeNumber: number, over: Partial<dramas.Episode> = {}): dramas.Episode {
  const episodePay = over.episodePay ?? episodeNumber > 1;
  const paid = over.paid ?? !episodePay;
  return {
    id: 700 + episodeNumber,
    userId: 70,
    userName: '100070',
    nickName: '狐狸影业',
    userAvatar: '',
    praiseCount: 0,
    collectCount: 0,
    commentCount: 0,
    shareCount: 0,
    praiseObj: false,
    collectObj: false,
    followObj: false,
    state: 'OnShelf',
    siteId: 11,
    createTime: formatChinaTime(0),
    updateTime: formatChinaTime(0),
    title: `第${episodeNumber}集 风起`,
    videoUrl: paid ? `/resource/files/e${episodeNumber}.mp4` : '',
    coverUrl: '',
    duration: 60,
    episodeRelevance: 7,
    playletTitle: '重生之我在狐村当村长',
    episodeNumber,
    episodeCount: 3,
    episodePay,
    paid,
    relation: null,
    ...platformFieldsOf('video', '100070'),

    ...over,
  };
}

export function episodesOf(count: number, over: (n: number) => Partial<dramas.Episode> = () => ({})) {
  return Array.from({ length: count }, (_, index) =>
    episodeOf(index + 1, { episodeCount: count, ...over(index + 1) }),
  );
}

export { logInTestUser as logIn } from '../../../test/kits/session';

export function logOut(): void {
  useSessionStore.setState({ token: null, userId: null, userInfo: null });
}

export function renderWith(node: ReactNode, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <>
        <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
        <FeedbackOutlet />
      </>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
