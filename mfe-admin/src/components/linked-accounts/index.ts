export { LinkedAccountsPanel, type LinkedAccountsPanelProps } from './linked-accounts-panel';
