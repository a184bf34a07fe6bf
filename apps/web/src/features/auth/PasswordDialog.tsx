import { useEffect, useState } from 'react';
import { Form, Modal } from 'antd';
import { auth } from '@fox/contracts';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api/client';
import { SubmitButton, ruleOf } from './login/form-parts';
import { confirmRule, newPasswordRule, type RuleMessage } from './login/login-rules';
import { NewPasswordFields, PasswordInput } from './login/NewPasswordFields';
import { useBusy } from './login/use-busy';
import { usePasswordDialog } from './password-dialog-store';
import { useSessionStore } from './session-store';

interface PasswordValues {
  oldPassword?: string;
  password?: string;
  confirm?: string;
}

const oldPasswordRule = (value: string | undefined): RuleMessage | null =>
  value ? null : 'login.rules.oldPassword';

/** True when the form can be sent: the old password when changing, a valid new one, and its confirmation. */
export function canSubmitPassword(values: PasswordValues, changing: boolean): boolean {
  return (
    (!changing || oldPasswordRule(values.oldPassword) === null) &&
    newPasswordRule(values.password) === null &&
    confirmRule(values.password, values.confirm) === null
  );
}

function PasswordForm({ changing, onDone }: { changing: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [values, setValues] = useState<PasswordValues>({});
  const { busy, run } = useBusy();

  // A failure (a wrong old password, or a forced logout) has been shown by the request layer.
  const submit = (input: PasswordValues) =>
    run(async () => {
      await api(auth.setPassword, {
        ...(changing ? { oldPassword: input.oldPassword ?? '' } : {}),
        newPassword: input.password ?? '',
      });
      const session = useSessionStore.getState();
      if (session.token && session.userId !== null && session.userInfo) {
        session.setSession({
          token: session.token,
          userId: session.userId,
          userInfo: { ...session.userInfo, hasPassword: true },
        });
      }
      void message.success(changing ? t('password.changed') : t('password.set'));
      onDone();
    });

  return (
    <Form
      className="login-form"
      layout="vertical"
      requiredMark={false}
      onValuesChange={(_changed, all: PasswordValues) => setValues(all)}
      onFinish={(input: PasswordValues) => void submit(input)}
    >
      {changing && (
        <Form.Item
          name="oldPassword"
          label={t('password.oldLabel')}
          rules={[ruleOf(oldPasswordRule, t)]}
          validateTrigger="onBlur"
        >
          <PasswordInput
            placeholder={t('password.oldPlaceholder')}
            autoComplete="current-password"
            data-testid="password-old"
          />
        </Form.Item>
      )}
      <NewPasswordFields
        testIds={{ password: 'password-new', confirm: 'password-confirm' }}
        labels={{ password: t('password.newLabel'), confirm: t('password.confirmLabel') }}
      />
      <SubmitButton busy={busy} disabled={!canSubmitPassword(values, changing)} testId="password-submit">
        {t('common.ok')}
      </SubmitButton>
    </Form>
  );
}

/** Set a first password, or change the current one (spec 002 §2.5: the user menu's settings entry). */
export function PasswordDialog() {
  const { t } = useTranslation();
  const isOpen = usePasswordDialog((state) => state.isOpen);
  const close = usePasswordDialog((state) => state.close);
  const hasPassword = useSessionStore((state) => state.userInfo?.hasPassword ?? false);
  const loggedIn = useSessionStore((state) => Boolean(state.token && state.userInfo));
  // The mode is fixed when the dialog opens, so setting a password does not flip the form under the user.
  const [changing, setChanging] = useState(hasPassword);
  const [openedFor, setOpenedFor] = useState(false);
  if (isOpen !== openedFor) {
    setOpenedFor(isOpen);
    if (isOpen) setChanging(hasPassword);
  }
  // A session that ends while the dialog is open (a forced logout) closes it for good.
  useEffect(() => {
    if (isOpen && !loggedIn) close();
  }, [isOpen, loggedIn, close]);

  return (
    <Modal
      open={isOpen && loggedIn}
      onCancel={close}
      footer={null}
      centered
      width={420}
      destroyOnHidden
      title={changing ? t('user.changePassword') : t('user.setPassword')}
      modalRender={(node) => <div data-testid="password-dialog">{node}</div>}
    >
      <PasswordForm changing={changing} onDone={close} />
    </Modal>
  );
}
