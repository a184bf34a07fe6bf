import { useCallback, type ReactNode } from 'react';
import { useFeedback } from './feedback';
import { useTranslation } from '../i18n/use-translation';

export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  okText?: string;
  cancelText?: string;
  /** Marks the confirm button as destructive. */
  danger?: boolean;
  /** data-testid of the dialog, for end-to-end tests; defaults to "confirm-dialog". */
  testId?: string;
}

/**
 * The confirm dialog (spec 002 §2.9) as a promise: resolves true when confirmed, false when dismissed.
 * It opens through the app's feedback layer, so it follows the theme and the language.
 */
export function useConfirmDialog(): (options: ConfirmOptions) => Promise<boolean> {
  const { modal } = useFeedback();
  const { t } = useTranslation();

  return useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: options.title,
          content: options.content,
          okText: options.okText ?? t('common.ok'),
          cancelText: options.cancelText ?? t('common.cancel'),
          okButtonProps: { danger: options.danger },
          centered: true,
          // antd renders the title twice (heading and label); the wrapper gives tests one element.
          modalRender: (node) => <div data-testid={options.testId ?? 'confirm-dialog'}>{node}</div>,
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
}
