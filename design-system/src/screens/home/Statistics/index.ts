export { Statistics, type StatisticsProps } from './Statistics';
