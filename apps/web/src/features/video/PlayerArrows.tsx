import { DownOutlined, UpOutlined } from '@ant-design/icons';

interface PlayerArrowsProps {
  canGoBack: boolean;
  canGoOn: boolean;
  onStep: (step: -1 | 1) => void;
  /** Where the viewer stands, such as "3 / 10". */
  position: string;
  previousLabel: string;
  nextLabel: string;
  /** Names the buttons for end-to-end tests: `<prefix>-previous`, `<prefix>-next`, `<prefix>-position`. */
  testIdPrefix?: string;
}

/** The previous and next buttons at the right edge of a vertical player, with the position between. */
export function PlayerArrows(props: PlayerArrowsProps) {
  const { canGoBack, canGoOn, onStep, position, previousLabel, nextLabel, testIdPrefix = 'video' } = props;
  return (
    <div className="video-player__arrows">
      <button
        type="button"
        className="video-player__arrow"
        onClick={() => onStep(-1)}
        disabled={!canGoBack}
        aria-label={previousLabel}
        title={previousLabel}
        data-testid={`${testIdPrefix}-previous`}
      >
        <UpOutlined />
      </button>
      <span className="video-player__position" data-testid={`${testIdPrefix}-position`}>
        {position}
      </span>
      <button
        type="button"
        className="video-player__arrow"
        onClick={() => onStep(1)}
        disabled={!canGoOn}
        aria-label={nextLabel}
        title={nextLabel}
        data-testid={`${testIdPrefix}-next`}
      >
        <DownOutlined />
      </button>
    </div>
  );
}
