import type { BarChartProps, LineChartProps } from '@mantine/charts';
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

// The chart library is the largest part of this screen: it loads after the figures and tables, which show at once.
const LazyBarChart = lazy(() => import('./chart-library').then((module) => ({ default: module.BarChart })));
const LazyLineChart = lazy(() => import('./chart-library').then((module) => ({ default: module.LineChart })));

const placeholder = (height: LineChartProps['h']) => <Skeleton h={height ?? 260} aria-hidden />;

export const BarChart = (props: BarChartProps) => (
  <Suspense fallback={placeholder(props.h)}>
    <LazyBarChart {...props} />
  </Suspense>
);

export const LineChart = (props: LineChartProps) => (
  <Suspense fallback={placeholder(props.h)}>
    <LazyLineChart {...props} />
  </Suspense>
);
