import { useRef, useState } from 'react';
import { PauseCircleFilled, PlayCircleFilled } from '@ant-design/icons';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDuration, voiceLength } from './voice-length';

interface VoiceBodyProps {
  src: string;
  /** Seconds the sender recorded; null when the message does not say, then the audio's own length is used. */
  seconds: number | null;
}

/** A voice message: one tap plays, another pauses; the bubble grows with the recording (spec 001 §9). */
export function VoiceBody({ src, seconds }: VoiceBodyProps) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [measured, setMeasured] = useState<number | null>(null);
  const length = seconds ?? measured ?? 0;

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) {
      // A refused play (no audio device, a gone file) simply leaves the bubble stopped.
      element.play().catch(() => setPlaying(false));
    } else {
      element.pause();
    }
  };

  return (
    <span className="chat-voice-wrap">
      <button
        type="button"
        className={`chat-voice chat-voice--${voiceLength(length)}${playing ? ' chat-voice--playing' : ''}`}
        onClick={toggle}
        aria-label={t(playing ? 'chat.bubble.voicePause' : 'chat.bubble.voicePlay')}
        aria-pressed={playing}
        data-testid="chat-voice"
        data-length={voiceLength(length)}
      >
        {playing ? <PauseCircleFilled /> : <PlayCircleFilled />}
        <span className="chat-voice__wave" aria-hidden="true">
          <i />
          <i />
          <i />
        </span>
        <span className="chat-voice__time" data-testid="chat-voice-time">
          {formatDuration(length)}
        </span>
      </button>
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onLoadedMetadata={(event) => {
          const duration = event.currentTarget.duration;
          if (Number.isFinite(duration)) setMeasured(duration);
        }}
      />
    </span>
  );
}
