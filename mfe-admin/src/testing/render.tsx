import { renderAt as renderInPortal } from 'shared/testing';
import AdminRoutes from '../app/routes';

/** The admin remote's routes at `path`, in the portal's theme and a router. */
export const renderAdmin = (path: string) => renderInPortal(<AdminRoutes />, path);
