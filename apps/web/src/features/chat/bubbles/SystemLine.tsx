import type { im } from '@fox/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { systemLineOf } from './message-kind';

/** A tip, notice or command: a centred grey line, without avatar or bubble. */
export function SystemLine({ message }: { message: im.Message }) {
  const { t } = useTranslation();
  const line = systemLineOf(message);
  if (!line) return null;
  return (
    <div
      className="chat-system"
      data-testid="chat-system"
      data-seq={message.seq}
      data-type={message.commandType ?? message.messageType}
    >
      <span className="chat-system__text">{'text' in line ? line.text : t(line.key)}</span>
    </div>
  );
}
