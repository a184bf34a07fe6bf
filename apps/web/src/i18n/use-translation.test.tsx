import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { i18n } from './i18n';
import { useTranslation } from './use-translation';

function ProductName() {
  const { t, i18n: active } = useTranslation();
  return <span data-testid="name">{`${t('app.name')} ${active.language}`}</span>;
}

describe('useTranslation', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
  });

  it('renders again in the new language after a switch', async () => {
    render(<ProductName />);
    expect(screen.getByTestId('name').textContent).toBe('狐狐视界 zh-CN');
    await act(() => i18n.changeLanguage('en-US'));
    expect(screen.getByTestId('name').textContent).toBe('Foxview en-US');
  });
});
