import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';

describe('/explain', () => {
  it('shows the drama paid-service agreement for its type, with every section', async () => {
    renderApp('/explain?type=dramaPayAgreement');
    const doc = await screen.findByTestId('explain-doc');
    expect(screen.getByTestId('page-title').textContent).toBe('短剧付费服务协议');
    for (const section of ['purchase', 'coins', 'price', 'refund', 'availability', 'conduct', 'contact']) {
      expect(screen.getByTestId(`explain-section-${section}`)).toBeTruthy();
    }
    expect(doc.textContent).toContain('不支持退款');
    expect(doc.textContent).toContain('意见反馈');
    await waitFor(() => expect(document.title).toBe('短剧付费服务协议 - 狐狐视界'));
  });

  it.each(['/explain?type=nothingLikeThis', '/explain', '/explain?type=toString'])(
    'says honestly that %s has no explanation',
    async (path) => {
      renderApp(path);
      expect((await screen.findByTestId('explain-not-found')).textContent).toContain('未找到该说明');
      expect(screen.queryByTestId('explain-doc')).toBeNull();
    },
  );
});
