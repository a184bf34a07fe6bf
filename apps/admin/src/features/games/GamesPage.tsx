import { useState } from 'react';
import { Avatar, Button, Select, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { AppstoreOutlined } from '@ant-design/icons';
import type { consoleGames as contract } from '@fox/contracts';
import { consoleGames } from '@fox/contracts/client';
import { api } from '@fox/web/api';
import {
  ChinaTime,
  ConfirmAction,
  ConsoleTable,
  PageSection,
  StateTag,
  useRefreshLists,
  type ConsoleFilter,
} from '../../kit';
import { GAME_SHELF_LOOK, rebateRuleText, shelfStateOptions } from './game-looks';
import { RebateRuleDialog } from './RebateRuleDialog';
import './games.css';

type Game = contract.ConsoleGame;

const filters: ConsoleFilter[] = [
  {
    name: 'state',
    label: '状态',
    width: 200,
    input: (
      <Select allowClear placeholder="全部" options={shelfStateOptions} data-testid="games-filter-state" />
    ),
  },
];

/** Take down (with the reason kept on the game and in the audit log) or put back one game. */
function ShelfAction({ game, onDone }: { game: Game; onDone: () => void }) {
  if (game.state === 'OnShelf') {
    return (
      <ConfirmAction
        title={`下架「${game.name}」？`}
        description="游戏会立即从首页、列表、搜索、最近在玩和返利列表中消失，玩家无法再进入，游戏接口拒绝其授权；玩家已购买的道具保留，已提交的返利申请照常审核发放。"
        reason="required"
        reasonHint="原因记录在游戏的状态与审计日志中。"
        danger
        okText="下架"
        successText="游戏已下架"
        action={({ reason }) => api(consoleGames.takeDownGame, { id: game.id, reason })}
        onDone={onDone}
        testId="confirm-game-take-down"
      >
        <Button size="small" danger data-testid="game-take-down">
          下架
        </Button>
      </ConfirmAction>
    );
  }
  return (
    <ConfirmAction
      title={`重新上架「${game.name}」？`}
      description="游戏会重新出现在首页、列表与搜索中，玩家可以再次进入。"
      reason="optional"
      okText="上架"
      successText="游戏已上架"
      action={({ reason }) => api(consoleGames.putBackGame, { id: game.id, reason })}
      onDone={onDone}
      testId="confirm-game-put-back"
    >
      <Button size="small" type="primary" data-testid="game-put-back">
        上架
      </Button>
    </ConfirmAction>
  );
}

/**
 * 游戏管理: the catalogue newest first, paged by key, with each game's shelf state (and why and when it
 * last changed) and rebate rule; a row takes the game down or puts it back and edits its rule.
 */
export function GamesPage() {
  const refreshLists = useRefreshLists();
  const [editing, setEditing] = useState<Game | null>(null);
  const refresh = () => void refreshLists([consoleGames.consoleGameList]);

  const columns: ColumnsType<Game> = [
    {
      title: '游戏',
      key: 'game',
      width: 190,
      render: (_value, game) => (
        <Space size={10}>
          <Avatar shape="square" size={40} src={game.icon || undefined} icon={<AppstoreOutlined />} />
          <span className="games-cell">
            <span className="games-cell__name">{game.name}</span>
            <Typography.Text type="secondary" className="games-cell__sub">
              #{game.id}
            </Typography.Text>
          </span>
        </Space>
      ),
    },
    { title: '分类', dataIndex: 'categoryName', width: 70 },
    {
      title: '游玩次数',
      dataIndex: 'playCount',
      width: 90,
      align: 'right',
      render: (count: number) => count.toLocaleString('zh-CN'),
    },
    {
      title: '状态',
      key: 'state',
      width: 170,
      render: (_value, game) => (
        <span className="games-cell" data-testid="game-state">
          <span>
            <StateTag value={game.state} looks={GAME_SHELF_LOOK} />
          </span>
          {game.stateReason ? (
            <Typography.Text
              type="secondary"
              className="games-cell__sub"
              ellipsis={{ tooltip: game.stateReason }}
            >
              {game.stateReason}
            </Typography.Text>
          ) : null}
          {game.stateTime ? (
            <Typography.Text type="secondary" className="games-cell__sub">
              <ChinaTime value={game.stateTime} />
            </Typography.Text>
          ) : null}
        </span>
      ),
    },
    {
      title: '返利规则',
      key: 'rebate',
      width: 190,
      render: (_value, game) => <span data-testid="game-rebate-rule">{rebateRuleText(game)}</span>,
    },
    {
      title: '上线时间',
      dataIndex: 'createTime',
      width: 160,
      render: (time: string) => <ChinaTime value={time} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      fixed: 'right',
      render: (_value, game) => (
        <Space size={8}>
          <ShelfAction game={game} onDone={refresh} />
          <Button size="small" onClick={() => setEditing(game)} data-testid="game-edit-rebate">
            返利规则
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <PageSection>
      <ConsoleTable
        endpoint={consoleGames.consoleGameList}
        columns={columns}
        filters={filters}
        total="more"
        testId="games-table"
      />
      {editing ? <RebateRuleDialog game={editing} onClose={() => setEditing(null)} onDone={refresh} /> : null}
    </PageSection>
  );
}
