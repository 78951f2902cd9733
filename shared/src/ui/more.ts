/**
 * The rest of the MUI the portal uses, and its icons: one Module Federation singleton
 * ('shared/ui/more'), loaded behind login, never by /login. Tree-shaken like 'shared/ui/base':
 * add a name only when a page needs it (docs/architecture/frontend.md#javascript-budgets).
 */
export { default as AppBar } from '@mui/material/AppBar';
export { default as Card } from '@mui/material/Card';
export { default as CardContent } from '@mui/material/CardContent';
export { default as Checkbox } from '@mui/material/Checkbox';
export { default as FormControlLabel } from '@mui/material/FormControlLabel';
export { default as FormLabel } from '@mui/material/FormLabel';
export { default as IconButton } from '@mui/material/IconButton';
export { default as ListItemText } from '@mui/material/ListItemText';
export { default as Radio } from '@mui/material/Radio';
export { default as RadioGroup } from '@mui/material/RadioGroup';
export { default as Table } from '@mui/material/Table';
export { default as TableBody } from '@mui/material/TableBody';
export { default as TableCell } from '@mui/material/TableCell';
export { default as TableContainer } from '@mui/material/TableContainer';
export { default as TableFooter } from '@mui/material/TableFooter';
export { default as TableHead } from '@mui/material/TableHead';
export { default as TableRow } from '@mui/material/TableRow';
export { default as TableSortLabel } from '@mui/material/TableSortLabel';
export { default as Toolbar } from '@mui/material/Toolbar';
export { default as useMediaQuery } from '@mui/material/useMediaQuery';
export { default as AccountCircleIcon } from '@mui/icons-material/AccountCircle';
export { default as ArrowBackIcon } from '@mui/icons-material/ArrowBack';
export { default as ArrowDropDownIcon } from '@mui/icons-material/ArrowDropDown';
export { default as MenuIcon } from '@mui/icons-material/Menu';
export { default as PictureAsPdfIcon } from '@mui/icons-material/PictureAsPdf';
export { default as SearchIcon } from '@mui/icons-material/Search';
// The top bar's and the invoice list's tooltip: pages behind login load this entry anyway, the
// public and registration pages do not (docs/architecture/frontend.md#javascript-budgets).
export * from './components/hint';
