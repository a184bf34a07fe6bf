import { useTranslation } from '../../../i18n/use-translation';

/** A chat video played in place; only its metadata loads until it is played, which also draws its first frame. */
export function VideoBody({ src }: { src: string }) {
  const { t } = useTranslation();
  return (
    <video
      className="chat-video"
      src={src}
      controls
      preload="metadata"
      playsInline
      aria-label={t('chat.bubble.video')}
      data-testid="chat-video"
    />
  );
}
