/**
 * The MUI every page needs, /login included: one Module Federation singleton ('shared/ui/base').
 * A shared module is loaded whole but its own imports are tree-shaken, so this facade costs what
 * it re-exports: add a name here only when a page needs it (docs/architecture/frontend.md#javascript-budgets).
 * TextField already carries Select, Menu and the form controls, so they live here at little cost.
 */
export { default as Alert } from '@mui/material/Alert';
export { default as AlertTitle } from '@mui/material/AlertTitle';
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as CircularProgress } from '@mui/material/CircularProgress';
export { default as CssBaseline } from '@mui/material/CssBaseline';
export { default as FormControl } from '@mui/material/FormControl';
export { default as FormHelperText } from '@mui/material/FormHelperText';
export { default as InputLabel } from '@mui/material/InputLabel';
export { default as LinearProgress } from '@mui/material/LinearProgress';
export { default as Link } from '@mui/material/Link';
export { default as Menu } from '@mui/material/Menu';
export { default as MenuItem } from '@mui/material/MenuItem';
export { default as OutlinedInput } from '@mui/material/OutlinedInput';
export { default as Paper } from '@mui/material/Paper';
export { default as Select } from '@mui/material/Select';
export { default as Stack } from '@mui/material/Stack';
export { default as TextField } from '@mui/material/TextField';
export { default as Typography } from '@mui/material/Typography';
export { ThemeProvider, useTheme } from '@mui/material/styles';
export type { SxProps, Theme } from '@mui/material/styles';
export type { SelectChangeEvent } from '@mui/material/Select';
export type { TextFieldProps } from '@mui/material/TextField';
