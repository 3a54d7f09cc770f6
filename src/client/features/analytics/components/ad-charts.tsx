import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Group, Progress, Stack, Text } from '@mantine/core';
import type { AdBreakdown, MemberAdCount } from '#common/analytics';
import { PlatformIcon } from '../../../components/taxonomy-icons';
import { ChartFigure } from './chart-figure';

const PLATFORM_COLORS = [
  'violet.6',
  'blue.6',
  'pink.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'cyan.6',
  'lime.7',
  'red.6',
  'indigo.6',
  'gray.6',
];

/** The pictures are hidden from screen readers (the table beside them says the same): nothing in them may take focus. */
const NOT_FOCUSABLE = { accessibilityLayer: false, tabIndex: -1 };

const weekLabel = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/**
 * Counts as bars with their names above them, never inside: a long name wraps within the card,
 * and a member with nothing yet still reads in the page's own text colour (light or dark).
 */
export function NamedBars({ data, color }: { data: Array<{ name: string; value: number }>; color: string }) {
  const max = Math.max(0, ...data.map((d) => d.value));
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {data.map((d) => (
        <Stack key={d.name} gap={4} component="li">
          <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
            <Text size="sm" fw={500} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {d.name}
            </Text>
            <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
              {d.value}
            </Text>
          </Group>
          <Progress value={max > 0 ? (d.value / max) * 100 : 0} color={color} size="lg" radius="sm" />
        </Stack>
      ))}
    </Stack>
  );
}

export function CategoryChart({ data }: { data: AdBreakdown['byCategory'] }) {
  return (
    <ChartFigure
      title="Ads by category"
      rows={data.map((c) => [c.name, c.adCount])}
      empty="No ads tracked yet."
    >
      <BarChart
        h={Math.max(160, data.length * 36)}
        data={data.map((c) => ({ category: c.name, Ads: c.adCount, color: c.color }))}
        dataKey="category"
        orientation="vertical"
        series={[{ name: 'Ads', color: 'violet.6' }]}
        yAxisProps={{ width: 150 }}
        gridAxis="none"
        withTooltip={false}
        withBarValueLabel
        barProps={{ radius: 4 }}
        barChartProps={NOT_FOCUSABLE}
        xAxisProps={{ allowDecimals: false }}
        valueFormatter={(v) => String(v)}
      />
    </ChartFigure>
  );
}

export function PlatformChart({ data }: { data: AdBreakdown['byPlatform'] }) {
  const slices = data.map((p, i) => ({
    name: p.label,
    value: p.adCount,
    color: PLATFORM_COLORS[i % PLATFORM_COLORS.length] ?? 'gray.6',
    platform: p.platform,
  }));
  return (
    <ChartFigure
      title="Ads by platform"
      rows={data.map((p) => [p.label, p.adCount])}
      empty="No ads tracked yet."
    >
      <Group justify="center" gap="xl" wrap="wrap">
        <DonutChart
          data={slices}
          size={160}
          thickness={26}
          withTooltip={false}
          paddingAngle={2}
          pieChartProps={NOT_FOCUSABLE}
        />
        <Stack gap={6}>
          {slices.map((s) => (
            <Group key={s.name} gap={8} wrap="nowrap">
              <span
                style={{
                  width: 10,
                  height: 10,
                  borderRadius: 999,
                  background: `var(--mantine-color-${s.color.replace('.', '-')})`,
                }}
              />
              <PlatformIcon platform={s.platform} size={14} />
              <Text size="sm">
                {s.name}: {s.value}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </ChartFigure>
  );
}

export function WeekChart({ data }: { data: AdBreakdown['byWeek'] }) {
  const any = data.some((w) => w.adCount > 0);
  return (
    <ChartFigure
      title="Ads by week"
      rows={any ? data.map((w) => [`Week of ${weekLabel(w.weekStart)}`, w.adCount]) : []}
      empty="No ads in the last 12 weeks."
    >
      <BarChart
        h={200}
        data={data.map((w) => ({ week: weekLabel(w.weekStart), Ads: w.adCount }))}
        dataKey="week"
        series={[{ name: 'Ads', color: 'teal.6' }]}
        gridAxis="y"
        withTooltip={false}
        yAxisProps={{ allowDecimals: false, width: 30 }}
        barProps={{ radius: 4 }}
        barChartProps={NOT_FOCUSABLE}
      />
    </ChartFigure>
  );
}

export function MemberChart({ data }: { data: MemberAdCount[] }) {
  const rows: Array<[string, number]> = data.map((m) => [m.name, m.adCount]);
  return (
    <ChartFigure
      title="Ads per member"
      rows={data.some((m) => m.adCount) ? rows : []}
      empty="No ads tracked yet."
    >
      <NamedBars data={data.map((m) => ({ name: m.name, value: m.adCount }))} color="violet.4" />
    </ChartFigure>
  );
}

export function AdvertiserList({ data }: { data: AdBreakdown['topAdvertisers'] }) {
  return (
    <ChartFigure
      title="Top advertisers"
      rows={data.map((a) => [a.advertiser, a.adCount])}
      empty="No advertisers recorded yet: the insights form asks for them."
    >
      <NamedBars data={data.map((a) => ({ name: a.advertiser, value: a.adCount }))} color="blue.4" />
    </ChartFigure>
  );
}

export function BehaviourList({
  data,
  adsWithInsights,
}: {
  data: AdBreakdown['behaviors'];
  /** Ads whose "Why am I seeing this ad?" reasons were tracked: the empty text depends on it. */
  adsWithInsights: number;
}) {
  return (
    <ChartFigure
      title="Targeting behaviours seen"
      rows={data.map((b) => [b.behavior, b.adCount])}
      empty={
        adsWithInsights > 0
          ? `None of the reasons tracked so far (${adsWithInsights} ad${adsWithInsights === 1 ? '' : 's'}) name a behaviour such as “Website visitor” or “Lookalike audience”.`
          : "None yet: track an ad's “Why am I seeing this ad?” reasons to see how advertisers found them."
      }
    >
      <NamedBars data={data.map((b) => ({ name: b.behavior, value: b.adCount }))} color="teal.4" />
    </ChartFigure>
  );
}
