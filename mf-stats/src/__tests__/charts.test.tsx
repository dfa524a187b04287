/**
 * The charts are decorative for assistive technology (their card's table has the same data, ChartCard hides them with
 * aria-hidden): nothing in them may take the keyboard focus (axe `aria-hidden-focus`, issue 30: three on /my-stats).
 */
import { cloneElement, type ReactElement } from 'react';
import { render } from '@testing-library/react';

// jsdom lays nothing out: the responsive container gives its chart a fixed size instead of measuring
jest.mock('recharts', () => {
  const actual = jest.requireActual('recharts');
  return {
    ...actual,
    ResponsiveContainer: ({
      children,
      height,
    }: {
      children: ReactElement<{ width?: number; height?: number }>;
      height?: number;
    }) => cloneElement(children, { width: 400, height: height ?? 300 }),
  };
});

import { Bars, Donut } from '../features/stats/charts';

const data = [
  { key: 'a', label: 'Ciencias', value: 60, count: 6 },
  { key: 'b', label: 'Arte', value: 40, count: 4 },
];
const focusable = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('[tabindex], a[href], button, input, select, textarea')].filter(
    (el) => el.getAttribute('tabindex') !== '-1',
  );

describe('statistics charts', () => {
  test('the donut draws its sectors and none of it is focusable', () => {
    const { container } = render(<Donut data={data} colors={['#111', '#222']} textColor="#000" />);
    expect(container.querySelectorAll('.recharts-pie-sector').length).toBe(2);
    expect(focusable(container).map((el) => el.outerHTML.slice(0, 80))).toEqual([]);
  });

  test('the bars draw their bars and none of it is focusable', () => {
    const { container } = render(<Bars data={data} colors={['#111', '#222']} />);
    expect(container.querySelector('.recharts-surface')).not.toBeNull();
    expect(focusable(container).map((el) => el.outerHTML.slice(0, 80))).toEqual([]);
  });
});
