import type { ReactElement } from 'react';
import { Card, Col, Row } from 'antd';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { consoleDashboard } from '@fox/contracts';
import { formatFigure, shortDate } from './figures';

type DayFigures = consoleDashboard.DayFigures;

const COLORS = {
  newUsers: '#ff7a1a',
  activeUsers: '#3370ff',
  messages: '#14b8a6',
  uploads: '#8b5cf6',
  orders: '#3370ff',
  revenue: '#ff7a1a',
};

const AXIS = { fontSize: 12, fill: '#86909c' };
const HEIGHT = 260;

/** Whole numbers on a count axis (a week of few sign-ups would show 0.25 steps otherwise). */
const countAxis = { allowDecimals: false, tick: AXIS, axisLine: false, tickLine: false, width: 44 } as const;

function ChartCard({ title, testId, children }: { title: string; testId: string; children: ReactElement }) {
  return (
    <Card title={title} variant="borderless" size="small" className="week-chart" data-testid={testId}>
      <div className="week-chart__plot">
        <ResponsiveContainer width="100%" height={HEIGHT}>
          {children}
        </ResponsiveContainer>
      </div>
    </Card>
  );
}

const tooltipValue = (value: unknown, name: unknown) =>
  [
    name === '收入'
      ? `¥${formatFigure(Number(value), { money: true })}`
      : Number(value).toLocaleString('zh-CN'),
    name,
  ] as [string, string];

/** The last seven days, oldest first: users as lines, chat and uploads, and orders beside revenue. */
export function WeekCharts({ days }: { days: readonly DayFigures[] }) {
  const data = days.map((day) => ({ ...day, day: shortDate(day.date) }));
  const common = { data, margin: { top: 8, right: 8, bottom: 0, left: 0 } };
  const grid = <CartesianGrid stroke="#f0f1f5" vertical={false} />;
  const xAxis = <XAxis dataKey="day" tick={AXIS} axisLine={{ stroke: '#e5e6eb' }} tickLine={false} />;
  const tooltip = <Tooltip formatter={tooltipValue} labelFormatter={(label) => `日期 ${String(label)}`} />;
  const legend = <Legend iconType="circle" iconSize={8} wrapperStyle={{ fontSize: 12 }} />;
  return (
    <Row gutter={[16, 16]} className="week-charts" data-testid="dashboard-charts">
      <Col xs={24} xl={12} xxl={8}>
        <ChartCard title="用户（近 7 日）" testId="chart-users">
          <ComposedChart {...common}>
            {grid}
            {xAxis}
            <YAxis {...countAxis} />
            {tooltip}
            {legend}
            <Line
              type="monotone"
              dataKey="activeUsers"
              name="活跃用户"
              stroke={COLORS.activeUsers}
              strokeWidth={2}
              dot={{ r: 3 }}
            />
            <Line
              type="monotone"
              dataKey="newUsers"
              name="新增用户"
              stroke={COLORS.newUsers}
              strokeWidth={2}
              dot={{ r: 3 }}
            />
          </ComposedChart>
        </ChartCard>
      </Col>
      <Col xs={24} xl={12} xxl={8}>
        <ChartCard title="消息与上传（近 7 日）" testId="chart-activity">
          <ComposedChart {...common}>
            {grid}
            {xAxis}
            <YAxis yAxisId="messages" {...countAxis} />
            <YAxis yAxisId="uploads" orientation="right" {...countAxis} />
            {tooltip}
            {legend}
            <Bar
              yAxisId="messages"
              dataKey="messages"
              name="消息"
              fill={COLORS.messages}
              radius={[3, 3, 0, 0]}
              maxBarSize={28}
            />
            <Line
              yAxisId="uploads"
              type="monotone"
              dataKey="uploads"
              name="上传"
              stroke={COLORS.uploads}
              strokeWidth={2}
              dot={{ r: 3 }}
            />
          </ComposedChart>
        </ChartCard>
      </Col>
      <Col xs={24} xl={24} xxl={8}>
        <ChartCard title="订单与收入（近 7 日）" testId="chart-trade">
          <ComposedChart {...common}>
            {grid}
            {xAxis}
            <YAxis yAxisId="orders" {...countAxis} />
            <YAxis
              yAxisId="revenue"
              orientation="right"
              tick={AXIS}
              axisLine={false}
              tickLine={false}
              width={64}
              tickFormatter={(value: number) => `¥${value.toLocaleString('zh-CN')}`}
            />
            {tooltip}
            {legend}
            <Bar
              yAxisId="orders"
              dataKey="orders"
              name="订单"
              fill={COLORS.orders}
              radius={[3, 3, 0, 0]}
              maxBarSize={28}
            />
            <Line
              yAxisId="revenue"
              type="monotone"
              dataKey="revenue"
              name="收入"
              stroke={COLORS.revenue}
              strokeWidth={2}
              dot={{ r: 3 }}
            />
          </ComposedChart>
        </ChartCard>
      </Col>
    </Row>
  );
}
