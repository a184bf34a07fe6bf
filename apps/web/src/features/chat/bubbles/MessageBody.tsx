import type { im } from '@fox/contracts';
import { AppOnlyBody } from './AppOnlyBody';
import { FileCard } from './FileCard';
import { fileNameOf } from './file-facts';
import { PhotoBody } from './PhotoBody';
import { ShareCard } from './ShareCard';
import { VideoBody } from './VideoBody';
import { VoiceBody } from './VoiceBody';
import '../chat-bubbles.css';

/** The inside of a stored message's bubble, by its type; types the web cannot play offer the app. */
export function MessageBody({ message }: { message: im.Message }) {
  const { body } = message;
  switch (message.messageType) {
    case 'text':
      return <div className="chat-bubble__text">{body.content}</div>;
    case 'photo':
      return <PhotoBody src={body.content} />;
    case 'video':
      return <VideoBody src={body.content} />;
    case 'voice':
      return <VoiceBody src={body.content} seconds={body.duration} />;
    case 'file':
      return (
        <FileCard
          path={body.content}
          name={fileNameOf(message.file?.fileName, body.content)}
          size={message.file?.fileSize ?? null}
          status={message.file?.status ?? 'download'}
        />
      );
    case 'share':
      return message.share ? <ShareCard share={message.share} /> : <AppOnlyBody />;
    default:
      return <AppOnlyBody />;
  }
}

/**
 * The inside of a send still on its way. Uploads show at once: a picture or video from the chosen file
 * itself, a file card as loading until the server has stored the message.
 */
export function PendingBody({ frame }: { frame: im.SendFrame }) {
  const content = frame.content ?? '';
  switch (frame.messageType) {
    case 'photo':
      return <PhotoBody src={content} />;
    case 'video':
      return <VideoBody src={content} />;
    case 'voice':
      return <VoiceBody src={content} seconds={frame.duration ?? null} />;
    case 'file':
      return (
        <FileCard
          path={content}
          name={fileNameOf(frame.file?.fileName, content)}
          size={frame.file?.fileSize ?? null}
          status="loading"
        />
      );
    case 'share':
      return frame.share ? <ShareCard share={frame.share} /> : null;
    default:
      return <div className="chat-bubble__text">{content}</div>;
  }
}
