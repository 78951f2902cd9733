import type { ReactElement } from 'react';
import { renderAt as renderInPortal } from 'shared/testing';

/** The invoice list belongs to another remote: here /invoices is an empty page to be sent to. */
export const renderAt = (ui: ReactElement, path = '/') => renderInPortal(ui, path, { elsewhere: ['/invoices'] });
