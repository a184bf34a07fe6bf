import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fakeServer } from '../../../test/fake-server';
import { renderInConsole } from '../../../test/render';
import { connectApiToConsole } from '../../session/api-connection';
import { AuditLogPage } from './AuditLogPage';

const entry = {
  id: 7,
  operatorId: 13,
  operatorName: '超级管理员',
  action: 'content.compelOff',
  targetType: 'video',
  targetId: '1043',
  reason: '发布违规广告内容',
  before: '{"state":"OnShelf","title":"西湖"}',
  after: '{"state":"CompelOff","title":"西湖"}',
  createTime: '2026-01-02 03:04:05',
};

describe('the audit log page', () => {
  let disconnect: () => void;
  beforeEach(() => {
    disconnect = connectApiToConsole();
  });
  afterEach(() => {
    disconnect();
    vi.unstubAllGlobals();
  });

  it('filters by operator and action, and opens an entry with its before and after pretty-printed', async () => {
    const server = fakeServer({
      '/admin/api/console/audit': { code: 200, msg: 'ok', data: [entry], total: 1 },
    });
    renderInConsole(<AuditLogPage />);
    fireEvent.click(await screen.findByText('content.compelOff'));
    const drawer = await screen.findByTestId('audit-entry-drawer');
    expect(drawer.textContent).toContain('审计记录 #7');
    expect(drawer.textContent).toContain('发布违规广告内容');
    expect(drawer.textContent).toContain('变更字段：state');
    expect(screen.getByTestId('audit-entry-before').querySelector('pre')?.textContent).toBe(
      '{\n  "state": "OnShelf",\n  "title": "西湖"\n}',
    );
    expect(screen.getByTestId('audit-entry-after').textContent).toContain('"state": "CompelOff"');

    fireEvent.change(screen.getByTestId('audit-filter-action'), { target: { value: 'user.disable' } });
    fireEvent.change(screen.getByTestId('audit-filter-operator'), { target: { value: '13' } });
    fireEvent.click(screen.getByTestId('console-table-search'));
    await vi.waitFor(() => {
      const query = server.callsTo('/admin/api/console/audit').at(-1)!.url.searchParams;
      expect(query.get('action')).toBe('user.disable');
      expect(query.get('operatorId')).toBe('13');
    });
  });
});
