import { useTranslation } from '../../i18n/use-translation';
import { roleTagKey } from './group-rules';

/** The 群主 or 管理员 tag beside a member's name; ordinary members get none (spec 002 §6). */
export function RoleTag({ role }: { role: string | null | undefined }) {
  const { t } = useTranslation();
  const key = roleTagKey(role);
  if (!key) return null;
  return (
    <span className={`group-role group-role--${role}`} data-testid="group-role">
      {t(key)}
    </span>
  );
}
