import { GlobalStyles } from 'shared/ui/extra';

/**
 * The printed receipt: only the status itself, legible in black and white. The shell's top bar is
 * a <header>, its footer a <footer>; buttons and anything marked data-print="hide" make no sense on
 * paper. Printers drop backgrounds and print light colours grey, so the filled outcome alert and the
 * green or red texts are printed black, and the outcome keeps a frame.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'header, footer, nav, button, [data-print="hide"]': { display: 'none !important' },
          body: { background: '#fff' },
          main: { maxWidth: 'none !important' },
          'main, main *': { color: '#000 !important', boxShadow: 'none !important' },
          '.MuiAlert-root': { background: 'none !important', border: '2px solid #000' },
          '.MuiAlert-icon': { display: 'none' },
          'th, td': { borderBottom: '1px solid #000 !important' },
        },
      }}
    />
  );
}
