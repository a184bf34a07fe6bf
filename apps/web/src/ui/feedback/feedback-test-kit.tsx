import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { vi } from 'vitest';

/**
 * The feedback layer as the first page has it: nothing loaded, nothing mounted. Each test gets its own
 * copy, so that "before the code has arrived" is true again.
 */
export async function freshFeedback() {
  vi.resetModules();
  return import('./index');
}

/** Mounts an outlet inside a ConfigProvider set as the app's: button text as written ('删除', not '删 除'). */
export function renderOutlet(Outlet: ComponentType) {
  return render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <Outlet />
    </ConfigProvider>,
  );
}

/** The texts of the toasts on screen, top to bottom. */
export function toastTexts(): string[] {
  return [...document.querySelectorAll('.ant-message-notice')].map((notice) => notice.textContent ?? '');
}

/** The title of the open dialog (antd renders it twice, as heading and as label). */
export function dialogTitle(): string | null | undefined {
  return document.querySelector('.ant-modal-confirm-title')?.textContent;
}
