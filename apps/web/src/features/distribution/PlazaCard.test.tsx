import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLoginPrompt } from '../auth';
import { PlazaPage } from './PlazaPage';
import { PlazaCard } from './PlazaCard';
import {
  fakeServer,
  ListAnswer,
  logIn,
  logOut,
  plazaItemOf,
  promotionOf,
  renderAt,
} from './distribution-test-kit';
import { registerDistributionMessages } from './distribution-i18n';

registerDistributionMessages();

const PLAZA = 'GET /app/api/distribution/plaza';
const TAKE = 'POST /app/api/distribution/take';

afterEach(() => {
  vi.unstubAllGlobals();
  logOut();
  useLoginPrompt.getState().close();
});

describe('PlazaCard', () => {
  it('shows what a promoter earns before anything is shared: percent, yuan per episode, price, sales, end', () => {
    fakeServer();
    renderAt(
      '/makeMoney/distributionPlaza',
      <ul>
        <PlazaCard item={plazaItemOf()} />
      </ul>,
    );
    const card = within(screen.getByTestId('plaza-card'));
    expect(card.getByTestId('plaza-card-title').textContent).toBe('我的猫咪会说话');
    expect(card.getByTestId('plaza-card-percent').textContent).toBe('佣金 30%');
    expect(card.getByTestId('plaza-card-earn').textContent).toBe('每集赚 ¥0.15');
    expect(screen.getByTestId('plaza-card').textContent).toContain('单集 ¥0.50');
    expect(card.getByTestId('plaza-card-sales').textContent).toBe('已售 12 单');
    expect(screen.getByTestId('plaza-card').textContent).toContain('2026-12-31 截止');
  });

  it('asks a guest to log in and takes nothing', () => {
    const server = fakeServer();
    renderAt(
      '/makeMoney/distributionPlaza',
      <ul>
        <PlazaCard item={plazaItemOf()} />
      </ul>,
    );
    fireEvent.click(screen.getByTestId('plaza-card-promote'));
    expect(useLoginPrompt.getState().isOpen).toBe(true);
    expect(server.callsTo(TAKE)).toHaveLength(0);
  });

  it('takes the item for a logged-in promoter and opens its promotion page', async () => {
    const server = fakeServer();
    server.handlers[TAKE] = () => promotionOf();
    logIn();
    renderAt(
      '/makeMoney/distributionPlaza',
      <ul>
        <PlazaCard item={plazaItemOf()} />
      </ul>,
    );
    fireEvent.click(screen.getByTestId('plaza-card-promote'));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/makeMoney/distributionDetail?id=3'),
    );
    expect(server.callsTo(TAKE)).toEqual([{ distributionId: 3 }]);
  });
});

describe('PlazaPage', () => {
  it('asks the server by the chosen sort and pages by its total', async () => {
    const server = fakeServer();
    server.handlers[PLAZA] = (_body, url) =>
      new ListAnswer([plazaItemOf({ id: Number(url.searchParams.get('pageNum')) * 10 })], 30);
    renderAt('/makeMoney/distributionPlaza', <PlazaPage routeKey="distributionPlaza" />);
    expect(await screen.findAllByTestId('plaza-card')).toHaveLength(1);
    expect(server.callsTo(PLAZA)[0]).toMatchObject({ sort: 'commission', pageNum: '1', pageSize: '12' });

    fireEvent.click(screen.getByTestId('plaza-sort-sales'));
    await waitFor(() => expect(server.callsTo(PLAZA).at(-1)).toMatchObject({ sort: 'sales', pageNum: '1' }));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(server.callsTo(PLAZA).at(-1)).toMatchObject({ sort: 'sales', pageNum: '2' }));
    await waitFor(() => expect(screen.getByTestId('plaza-card').getAttribute('data-id')).toBe('20'));
  });

  it('says so when nothing is open', async () => {
    const server = fakeServer();
    server.handlers[PLAZA] = () => new ListAnswer([]);
    renderAt('/makeMoney/distributionPlaza', <PlazaPage routeKey="distributionPlaza" />);
    expect((await screen.findByTestId('plaza-empty')).textContent).toContain('暂无开放分销的短剧');
  });
});
