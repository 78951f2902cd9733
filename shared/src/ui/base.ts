/**
 * The MUI every page needs: one Module Federation singleton ('shared/ui/base'). It is
 * 'shared/ui/core' (what /login loads, re-exported through its package name so both facades are
 * the one MUI) plus the form fields that bring menus and popovers along. A shared module is loaded
 * whole but its own imports are tree-shaken, so this facade costs what it re-exports: add a name
 * only when a page needs it, to `shared/ui/core` only when /login needs it
 * (docs/architecture/frontend.md#javascript-budgets).
 */
export * from 'shared/ui/core';
export { default as Menu } from '@mui/material/Menu';
export { default as MenuItem } from '@mui/material/MenuItem';
export { default as Select } from '@mui/material/Select';
export { default as TextField } from '@mui/material/TextField';
export type { SelectChangeEvent } from '@mui/material/Select';
export type { TextFieldProps } from '@mui/material/TextField';
