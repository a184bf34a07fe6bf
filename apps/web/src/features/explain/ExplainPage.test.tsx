import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../ui/AppProviders';
import { ExplainPage } from './ExplainPage';

/** The page as the /explain route shows it. */
function renderExplain(path: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <ExplainPage />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('/explain', () => {
  it('shows the drama paid-service agreement for its type, with every section', async () => {
    renderExplain('/explain?type=dramaPayAgreement');
    const doc = await screen.findByTestId('explain-doc');
    expect(screen.getByTestId('page-title').textContent).toBe('短剧付费服务协议');
    for (const section of ['purchase', 'coins', 'price', 'refund', 'availability', 'conduct', 'contact']) {
      expect(screen.getByTestId(`explain-section-${section}`)).toBeTruthy();
    }
    expect(doc.textContent).toContain('不支持退款');
    expect(doc.textContent).toContain('意见反馈');
    await waitFor(() => expect(document.title).toBe('短剧付费服务协议 - 狐狐视界'));
  });

  it('shows the task fulfilment agreement the wish apply dialog and the wish form open', async () => {
    renderExplain('/explain?type=taskAgreement');
    const doc = await screen.findByTestId('explain-doc');
    expect(screen.getByTestId('page-title').textContent).toBe('任务履约协议');
    for (const section of [
      'roles',
      'escrow',
      'taking',
      'delivery',
      'fee',
      'conduct',
      'disputes',
      'contact',
    ]) {
      expect(screen.getByTestId(`explain-section-${section}`)).toBeTruthy();
    }
    expect(doc.textContent).toContain('72 小时内审核');
    expect(screen.getByTestId('explain-contact').getAttribute('href')).toBe('/my');
  });

  it.each(['/explain?type=nothingLikeThis', '/explain', '/explain?type=toString'])(
    'says honestly that %s has no explanation',
    async (path) => {
      renderExplain(path);
      expect((await screen.findByTestId('explain-not-found')).textContent).toContain('未找到该说明');
      expect(screen.queryByTestId('explain-doc')).toBeNull();
    },
  );
});
