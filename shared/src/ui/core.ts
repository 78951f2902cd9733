/**
 * The MUI /login and the shell's frame need: one Module Federation singleton ('shared/ui/core').
 * A shared module is loaded whole but its own imports are tree-shaken, so this facade costs what
 * it re-exports (docs/architecture/frontend.md#javascript-budgets). It holds no TextField: that
 * brings Select, Menu, Popover and Modal along, which /login does not use. `shared/ui/base`
 * re-exports every name here, so apps keep importing from 'shared/ui/base'.
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
export { default as OutlinedInput } from '@mui/material/OutlinedInput';
export { default as Paper } from '@mui/material/Paper';
export { default as Stack } from '@mui/material/Stack';
export { default as Typography } from '@mui/material/Typography';
export { ThemeProvider, useTheme } from '@mui/material/styles';
export type { SxProps, Theme } from '@mui/material/styles';
