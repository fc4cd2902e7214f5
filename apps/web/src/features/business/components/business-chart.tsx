import { formatDayHeading, formatRupees, fromPaise, toPaise } from '@freightdesk/domain';
import { Box, ColorSwatch, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useId } from 'react';
import type { DayFigures } from '../utils/business-figures';

const SERIES = [
  { key: 'freight', label: 'Freight', color: 'var(--mantine-color-freight-6)' },
  { key: 'amount', label: 'Amount', color: 'var(--mantine-color-teal-6)' },
  { key: 'revenue', label: 'Revenue', color: 'var(--mantine-color-violet-6)' },
  { key: 'margin', label: 'Margin', color: 'var(--mantine-color-orange-6)' },
] as const;

type Series = (typeof SERIES)[number];

/** Freight and Amount alone: the Revenue and Margin bars join them once the margins of the search are known. */
const TRIP_SERIES = SERIES.slice(0, 2);

const HEIGHT = 280;
const MARGIN = { top: 12, right: 12, bottom: 36 };
/** The rupee axis stays put while the days scroll sideways past it on a narrow screen. */
const AXIS_WIDTH = 96;
/** Each bar's narrowest, with a gap of one bar between days: below it the chart scrolls sideways instead. */
const MIN_BAR_WIDTH = 8;
/** The part of a day its bars fill, the rest being the gap that keeps one day's bars apart from the next. */
const BARS_SHARE = 0.7;
const LABEL_WIDTH = 52;
const TICK_COUNT = 5;

const shortDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const axisLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

/** Round steps (1, 2 or 5 times a power of ten) from the lowest to the highest value, zero always included. */
function axisTicks(low: number, high: number): number[] {
  const rough = (high - low) / (TICK_COUNT - 1) || 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const first = Math.floor(low / step);
  const last = Math.max(first + 1, Math.ceil(high / step));
  // Counting in whole steps, not adding them up, keeps 0.1 + 0.2 style drift out of the labels.
  return Array.from({ length: last - first + 1 }, (_, index) => (first + index) * step);
}

/** A day's bar height for the series; a figure not known yet (the margins loading) draws as nothing. */
const valueOf = (day: DayFigures, series: Series) => day[series.key] ?? 0;

const total = (figures: DayFigures[], series: Series) =>
  fromPaise(figures.reduce((sum, day) => sum + toPaise(valueOf(day, series)), 0));

function summary(figures: DayFigures[], withMargins: boolean): string {
  const first = figures[0]?.day ?? '';
  const last = figures[figures.length - 1]?.day ?? '';
  const [freight, amount, revenue, margin] = SERIES.map((series) => formatRupees(total(figures, series)));
  const span = first === last ? formatDayHeading(first) : `${formatDayHeading(first)} to ${formatDayHeading(last)}`;
  const trips = `Freight and amount per day, ${span}: total freight ${freight}, total amount ${amount}.`;
  return withMargins ? `${trips} Revenue and margin per day: total revenue ${revenue}, total margin ${margin}.` : trips;
}

/**
 * A bar chart of freight and amount per day, with revenue and margin beside them once the margins are known, drawn in
 * SVG, with its figures also as a table for screen readers.
 */
export function BusinessChart({ figures }: { figures: DayFigures[] }) {
  const { ref, width: measured } = useElementSize<HTMLDivElement>();
  // The margins come from a call of their own: until it answers (or when the search has no range for it) the chart
  // keeps to the trips' own figures rather than drawing empty Revenue and Margin bars.
  const withMargins = figures.some((day) => day.revenue !== null);
  const shown: readonly Series[] = withMargins ? SERIES : TRIP_SERIES;
  const minDayWidth = (shown.length + 1) * MIN_BAR_WIDTH;
  const width = Math.max(measured, figures.length * minDayWidth + MARGIN.right);
  const plotWidth = width - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const values = figures.flatMap((day) => shown.map((series) => valueOf(day, series)));
  const ticks = axisTicks(Math.min(0, ...values), Math.max(0, ...values));
  const low = ticks[0] ?? 0;
  const high = ticks[ticks.length - 1] ?? 1;
  const y = (value: number) => MARGIN.top + ((high - value) / (high - low || 1)) * plotHeight;
  const dayWidth = plotWidth / Math.max(1, figures.length);
  const barWidth = Math.max(2, (dayWidth * BARS_SHARE) / shown.length);
  const labelEvery = Math.ceil(LABEL_WIDTH / dayWidth);
  const titleId = useId();

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} id={titleId}>
            {withMargins ? 'Freight, Amount, Revenue and Margin per Day' : 'Freight and Amount per Day'}
          </Title>
          <Group gap="md" aria-hidden>
            {shown.map((series) => (
              <Group key={series.key} gap={6}>
                <ColorSwatch color={series.color} size={12} withShadow={false} />
                <Text size="sm">{series.label}</Text>
              </Group>
            ))}
          </Group>
        </Group>
        <Group wrap="nowrap" gap={0} align="flex-start">
          <svg aria-hidden width={AXIS_WIDTH} height={HEIGHT} style={{ flex: 'none' }}>
            {ticks.map((tick) => (
              <text
                key={tick}
                x={AXIS_WIDTH - 8}
                y={y(tick)}
                textAnchor="end"
                dominantBaseline="middle"
                fontSize={11}
                fill="var(--mantine-color-dimmed)"
              >
                {formatRupees(tick, { whole: true })}
              </text>
            ))}
          </svg>
          <Box ref={ref} style={{ flex: 1, minWidth: 0, overflowX: 'auto' }}>
            <svg
              role="img"
              aria-label={summary(figures, withMargins)}
              width={width}
              height={HEIGHT}
              style={{ display: 'block' }}
            >
              {ticks.map((tick) => (
                <line
                  key={tick}
                  x1={0}
                  x2={plotWidth}
                  y1={y(tick)}
                  y2={y(tick)}
                  stroke={tick === 0 ? 'var(--mantine-color-dimmed)' : 'var(--mantine-color-default-border)'}
                />
              ))}
              {figures.map((day, index) => {
                const left = index * dayWidth + (dayWidth - shown.length * barWidth) / 2;
                return (
                  <g key={day.day}>
                    {shown.map((series, position) => {
                      const value = valueOf(day, series);
                      return (
                        <rect
                          key={series.key}
                          x={left + position * barWidth}
                          y={Math.min(y(value), y(0))}
                          width={barWidth}
                          height={Math.abs(y(value) - y(0))}
                          fill={series.color}
                        >
                          <title>{`${formatDayHeading(day.day)}: ${series.label} ${formatRupees(value)}`}</title>
                        </rect>
                      );
                    })}
                    {index % labelEvery === 0 && (
                      <text
                        x={index * dayWidth + 2}
                        y={HEIGHT - MARGIN.bottom + 16}
                        fontSize={11}
                        fill="var(--mantine-color-dimmed)"
                      >
                        {axisLabel(day.day)}
                      </text>
                    )}
                  </g>
                );
              })}
            </svg>
          </Box>
        </Group>
        <VisuallyHidden>
          <Table>
            <caption>
              {withMargins ? 'Freight, amount, revenue and margin per day' : 'Freight and amount per day'}
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Day</Table.Th>
                {shown.map((series) => (
                  <Table.Th key={series.key} scope="col">
                    {series.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {figures.map((day) => (
                <Table.Tr key={day.day}>
                  <Table.Th scope="row">{formatDayHeading(day.day)}</Table.Th>
                  {shown.map((series) => (
                    <Table.Td key={series.key}>{formatRupees(valueOf(day, series))}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </VisuallyHidden>
      </Stack>
    </Paper>
  );
}
