import type { Theme } from 'shared/ui/base';
import { ROW_HEIGHT } from '../../../../config/table';

/**
 * The class names of the table's body. Its rows and cells are plain elements, styled once by the
 * table (`bodySx`) rather than each by a styled component of its own: a page of rows has hundreds
 * of cells, and on a slow phone a styled component's style, worked out again for every cell, was
 * most of the time from the list's answer to its first row
 * (docs/architecture/phone-main-thread.md#plain-rows).
 */
export const BODY_CLASS = {
  row: 'invoice-row',
  /** The Pay column's cell: no padding, the box centred. */
  pay: 'pay-cell',
  right: 'cell-right',
  center: 'cell-center',
  link: 'detail-link',
  pastDue: 'due-past',
  notDue: 'due-ahead',
  pdf: 'pdf-button',
  location: 'location-hint',
} as const;

/** The class of a cell aligned as its column is. */
export const alignClass = (align: 'left' | 'right' | 'center'): string | undefined =>
  align === 'right' ? BODY_CLASS.right : align === 'center' ? BODY_CLASS.center : undefined;

const c = (name: string) => `.${name}`;

/**
 * What MUI's TableRow, TableCell (small), Link and IconButton (small) would give the rows, with
 * the list's narrow side padding and one line per cell, so every column keeps its fixed width
 * (docs/product/constants.md) and every row its height.
 */
export function bodySx(theme: Theme) {
  const { palette, typography } = theme;
  return {
    '& > tbody > tr': { height: ROW_HEIGHT, verticalAlign: 'middle' },
    [`& > tbody > tr${c(BODY_CLASS.row)}:hover`]: { backgroundColor: palette.action.hover },
    '& > tbody > tr > td': {
      ...typography.body2,
      color: palette.text.primary,
      borderBottom: `1px solid ${theme.lighten(theme.alpha(palette.divider, 1), 0.88)}`,
      padding: theme.spacing(0, 1),
      textAlign: 'left',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
    [`& > tbody > tr > td${c(BODY_CLASS.pay)}`]: { padding: 0, textAlign: 'center' },
    [`& > tbody > tr > td${c(BODY_CLASS.right)}`]: { textAlign: 'right' },
    [`& > tbody > tr > td${c(BODY_CLASS.center)}`]: { textAlign: 'center' },
    [`& ${c(BODY_CLASS.link)}`]: {
      color: palette.primary.main,
      textDecoration: 'underline',
      textDecorationColor: theme.alpha(palette.primary.main, 0.4),
      '&:hover': { textDecorationColor: 'inherit' },
    },
    [`& ${c(BODY_CLASS.pastDue)}`]: { color: palette.error.main, fontWeight: 600 },
    [`& ${c(BODY_CLASS.notDue)}`]: { color: palette.success.main, fontWeight: 600 },
    [`& ${c(BODY_CLASS.pdf)}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      // Strings: a number here would be read as the theme's spacing or a border width.
      padding: '5px',
      margin: '0px',
      border: 'none',
      borderRadius: '50%',
      backgroundColor: 'transparent',
      color: palette.error.main,
      cursor: 'pointer',
      '&:hover': { backgroundColor: theme.alpha(palette.action.active, palette.action.hoverOpacity) },
      '&:disabled': { color: palette.action.disabled, cursor: 'default', pointerEvents: 'none' },
    },
    [`& ${c(BODY_CLASS.location)}`]: { textDecoration: 'underline dotted', cursor: 'help' },
  } as const;
}
