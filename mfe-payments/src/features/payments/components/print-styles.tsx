import { GlobalStyles } from 'shared/ui/more';

/**
 * The printed receipt: only the status itself. The shell's top bar is a <header>, its footer a
 * <footer>; buttons and anything marked data-print="hide" make no sense on paper.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'header, footer, nav, button, [data-print="hide"]': { display: 'none !important' },
          body: { background: '#fff' },
          main: { maxWidth: 'none !important' },
        },
      }}
    />
  );
}
