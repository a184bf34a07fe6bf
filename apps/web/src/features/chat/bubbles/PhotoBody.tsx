import { Image } from 'antd';
import { useTranslation } from '../../../i18n/use-translation';

/** A chat picture at a fixed size (the thread keeps its place while it loads); a click shows it large. */
export function PhotoBody({ src }: { src: string }) {
  const { t } = useTranslation();
  return (
    <Image
      src={src}
      alt={t('chat.bubble.photo')}
      width={200}
      height={150}
      rootClassName="chat-photo"
      className="chat-bubble__photo"
      data-testid="chat-photo-image"
    />
  );
}
