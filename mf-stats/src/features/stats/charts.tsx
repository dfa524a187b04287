/**
 * The charts of the statistics (recharts), loaded only on /my-stats: this module is a lazy chunk of mf-stats. Every
 * chart is decorative for assistive technology (aria-hidden): the same data is in the card's table. Values are
 * printed on the chart (labels) and in the legend, so a printout reads without colours.
 */
import { Bar, BarChart, Cell, LabelList, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface Datum { key: string; label: string; value: number; count: number }

const pct = (v: number) => `${Number.isInteger(v) ? v : v.toFixed(1)} %`;

export function Donut({ data, colors, height = 240 }: { data: Datum[]; colors: string[]; height?: number }) {
  const shown = data.filter((d) => d.value > 0);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <PieChart>
        <Pie data={shown} dataKey="value" nameKey="label" innerRadius="52%" outerRadius="80%" paddingAngle={1} isAnimationActive={false}
          label={({ value }) => pct(Number(value))} labelLine={false}>
          {shown.map((d) => <Cell key={d.key} fill={colors[data.indexOf(d) % colors.length]} stroke="#fff" />)}
        </Pie>
        <Tooltip formatter={(v) => pct(Number(v))} />
        <Legend verticalAlign="bottom" formatter={(label: string, entry) => `${label} · ${pct(Number((entry.payload as { value?: number } | undefined)?.value ?? 0))}`} />
      </PieChart>
    </ResponsiveContainer>
  );
}

/** Horizontal bars with the percentage at the end of each bar. */
export function Bars({ data, colors, height }: { data: Datum[]; colors: string[]; height?: number }) {
  const h = height ?? Math.max(160, data.length * 38 + 20);
  return (
    <ResponsiveContainer width="100%" height={h}>
      <BarChart data={data} layout="vertical" margin={{ left: 8, right: 48, top: 4, bottom: 4 }}>
        <XAxis type="number" domain={[0, 100]} hide />
        <YAxis type="category" dataKey="label" width={150} tick={{ fontSize: 13, fill: 'currentColor' }} interval={0} />
        <Tooltip formatter={(v) => pct(Number(v))} />
        <Bar dataKey="value" isAnimationActive={false} radius={[0, 4, 4, 0]} barSize={20}>
          {data.map((d, i) => <Cell key={d.key} fill={colors[i % colors.length]} />)}
          <LabelList dataKey="value" position="right" formatter={(v: unknown) => pct(Number(v))} style={{ fontSize: 12, fill: 'currentColor' }} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

