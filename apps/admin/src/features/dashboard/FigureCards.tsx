import { Card, Col, Row, Statistic, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, InfoCircleOutlined, MinusOutlined } from '@ant-design/icons';
import type { consoleDashboard } from '@fox/contracts';
import { changeOf, changeText, FIGURES, formatFigure, type Figure } from './figures';

type DayFigures = consoleDashboard.DayFigures;

/** 较昨日: up in red and down in green, as Chinese dashboards read a rise. */
function ChangeLine({ figure, today, yesterday }: { figure: Figure; today: number; yesterday: number }) {
  const change = changeOf(today, yesterday);
  const direction = change.delta > 0 ? 'up' : change.delta < 0 ? 'down' : 'flat';
  const icon =
    direction === 'up' ? (
      <ArrowUpOutlined />
    ) : direction === 'down' ? (
      <ArrowDownOutlined />
    ) : (
      <MinusOutlined />
    );
  return (
    <div
      className="figure-card__change"
      data-testid={`figure-change-${figure.key}`}
      data-direction={direction}
    >
      <span className="figure-card__compare">
        <Typography.Text type="secondary">较昨日</Typography.Text>
        <span className={`figure-card__delta figure-card__delta--${direction}`}>
          {icon} {changeText(change, figure)}
        </span>
      </span>
      <Typography.Text type="secondary" className="figure-card__yesterday">
        昨日 {figure.money ? '¥' : ''}
        {formatFigure(yesterday, figure)}
      </Typography.Text>
    </div>
  );
}

/** Today's six figures as statistic cards, each with its change from yesterday. */
export function FigureCards({ today, yesterday }: { today: DayFigures; yesterday: DayFigures | undefined }) {
  return (
    <Row gutter={[16, 16]} className="figure-cards" data-testid="dashboard-figures">
      {FIGURES.map((figure) => (
        <Col key={figure.key} xs={24} sm={12} lg={8} xl={4}>
          <Card variant="borderless" className="figure-card" data-testid={`figure-${figure.key}`}>
            <Statistic
              title={
                <span className="figure-card__title">
                  今日{figure.title}
                  <Tooltip title={figure.hint}>
                    <InfoCircleOutlined className="figure-card__hint" />
                  </Tooltip>
                </span>
              }
              value={today[figure.key]}
              formatter={(value) => (
                <span data-testid={`figure-value-${figure.key}`}>{formatFigure(Number(value), figure)}</span>
              )}
              prefix={figure.money ? '¥' : undefined}
              suffix={figure.unit ? <span className="figure-card__unit">{figure.unit}</span> : undefined}
            />
            {yesterday ? (
              <ChangeLine figure={figure} today={today[figure.key]} yesterday={yesterday[figure.key]} />
            ) : null}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
