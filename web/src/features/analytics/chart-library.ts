import '@mantine/charts/styles.css';

export { BarChart, LineChart } from '@mantine/charts';
