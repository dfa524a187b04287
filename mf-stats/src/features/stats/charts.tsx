/**
 * The charts of the statistics (recharts), loaded only on /my-stats: this module is a lazy chunk of mf-stats. Every
 * chart is decorative for assistive technology (aria-hidden): the same data is in the card's table. Values are
 * printed on the chart (labels) and in the legend, so a printout reads without colours.
 */
import { formatPercent } from '@platform/ui';
import { useRemoteT } from '@platform/remote-kit';
import { Bar, BarChart, Cell, LabelList, Legend, Pie, PieChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';

export interface Datum {
  key: string;
  label: string;
  value: number;
  count: number;
}

/** Donut with the percentage of each slice in the legend (text in the theme's colour, a swatch in the slice's). */
export function Donut({
  data,
  colors,
  textColor,
  height = 280,
}: {
  data: Datum[];
  colors: string[];
  textColor: string;
  height?: number;
}) {
  const { locale } = useRemoteT();
  const pct = (v: number) => formatPercent(v, locale);
  const shown = data.filter((d) => d.value > 0);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <PieChart accessibilityLayer={false}>
        <Pie
          data={shown}
          dataKey="value"
          nameKey="label"
          cy="42%"
          innerRadius="45%"
          outerRadius="72%"
          paddingAngle={1}
          isAnimationActive={false}
          rootTabIndex={-1}
        >
          {shown.map((d) => (
            <Cell key={d.key} fill={colors[data.indexOf(d) % colors.length]} stroke="#fff" />
          ))}
        </Pie>
        <Legend
          verticalAlign="bottom"
          formatter={(label: string, entry) => (
            <span
              style={{ color: textColor }}
            >{`${label} · ${pct(Number((entry.payload as { value?: number } | undefined)?.value ?? 0))}`}</span>
          )}
        />
      </PieChart>
    </ResponsiveContainer>
  );
}

/** Horizontal bars with the percentage at the end of each bar. */
export function Bars({ data, colors, height }: { data: Datum[]; colors: string[]; height?: number }) {
  const h = height ?? Math.max(160, data.length * 38 + 20);
  const { locale } = useRemoteT();
  const pct = (v: number) => formatPercent(v, locale);
  return (
    <ResponsiveContainer width="100%" height={h}>
      <BarChart
        accessibilityLayer={false}
        data={data}
        layout="vertical"
        margin={{ left: 8, right: 48, top: 4, bottom: 4 }}
      >
        <XAxis type="number" domain={[0, 100]} hide />
        <YAxis type="category" dataKey="label" width={130} tick={{ fontSize: 13, fill: 'currentColor' }} interval={0} />
        <Bar dataKey="value" isAnimationActive={false} radius={[0, 4, 4, 0]} barSize={20}>
          {data.map((d, i) => (
            <Cell key={d.key} fill={colors[i % colors.length]} />
          ))}
          <LabelList
            dataKey="value"
            position="right"
            formatter={(v: unknown) => pct(Number(v))}
            style={{ fontSize: 12, fill: 'currentColor' }}
          />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
