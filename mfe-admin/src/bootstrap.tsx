import { mountStandalone } from 'shared';
import RemoteRoutes from './app/routes';

mountStandalone(RemoteRoutes);
