import { useState } from 'react';
import { Button } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import type { games, im } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { ShareMenu } from '../chat';
import { ReportDialog, useGatedAction } from '../social';
import './game-actions.css';

/** The game's page, as its share card and copied link open it. */
const gameDetailsPathOf = (id: number) => `/game/details?id=${id}`;

/**
 * A game's 分享 (copy its link, or send it into a chat as a card that opens this page) and 举报 (the
 * site's report form, busyType Game; the report queue of the console decides it).
 */
export function GameActions({ game }: { game: games.GameDetail }) {
  const { t } = useTranslation();
  const gated = useGatedAction();
  const [reporting, setReporting] = useState(false);
  const card: im.Share = {
    type: 'game',
    id: game.id,
    title: game.name,
    ...(game.icon ? { coverImage: game.icon } : {}),
  };
  return (
    <div className="game-actions" data-testid="game-actions">
      <ShareMenu card={card} url={`${window.location.origin}${gameDetailsPathOf(game.id)}`} size="middle" />
      <Button
        shape="round"
        type="text"
        icon={<WarningOutlined />}
        onClick={() => gated(() => setReporting(true))}
        data-testid="game-report"
      >
        {t('social.report')}
      </Button>
      {reporting && (
        <ReportDialog open busyCode={game.id} busyType="Game" onClose={() => setReporting(false)} />
      )}
    </div>
  );
}
