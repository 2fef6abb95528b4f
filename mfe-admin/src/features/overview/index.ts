export { OverviewTab, SUMMARY_PLACEHOLDERS } from './components/OverviewTab';
