/**
 * The MUI that only some pages behind login use (dialogs, tabs, chips, collapsing panels,
 * tooltips, the phone's drawer, and their icons): one Module Federation singleton
 * ('shared/ui/extra'). The invoice list, where most users land, does not load it
 * (docs/architecture/frontend.md#javascript-budgets). It is 'shared/ui/more' (re-exported through
 * its package name, so there is one copy of it) plus these names: a page imports everything it
 * needs from here once it needs one of them.
 */
export * from 'shared/ui/more';
// The lists of the phone's drawer and of the pages behind the list (settings, payment methods): not
// in 'shared/ui/more', which the list loads (docs/architecture/frontend.md#javascript-budgets).
export { default as Divider } from '@mui/material/Divider';
export { default as List } from '@mui/material/List';
export { default as ListItem } from '@mui/material/ListItem';
export { default as ListItemButton } from '@mui/material/ListItemButton';
export { default as ListSubheader } from '@mui/material/ListSubheader';
export { default as Chip } from '@mui/material/Chip';
export { default as Collapse } from '@mui/material/Collapse';
export { default as Dialog } from '@mui/material/Dialog';
export { default as DialogActions } from '@mui/material/DialogActions';
export { default as DialogContent } from '@mui/material/DialogContent';
export { default as DialogContentText } from '@mui/material/DialogContentText';
export { default as DialogTitle } from '@mui/material/DialogTitle';
export { default as GlobalStyles } from '@mui/material/GlobalStyles';
export { default as Tab } from '@mui/material/Tab';
export { default as Tabs } from '@mui/material/Tabs';
export { default as AddIcon } from '@mui/icons-material/Add';
export { default as DeleteOutlineIcon } from '@mui/icons-material/DeleteOutline';
export { default as EditOutlinedIcon } from '@mui/icons-material/EditOutlined';
export { default as OpenInNewIcon } from '@mui/icons-material/OpenInNew';
export { default as PrintIcon } from '@mui/icons-material/Print';
export { default as Drawer } from '@mui/material/Drawer';
export { default as Tooltip } from '@mui/material/Tooltip';
