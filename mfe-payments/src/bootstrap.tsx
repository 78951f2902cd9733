import { mountStandalone } from 'shared/standalone';
import RemoteRoutes from './app/routes';

mountStandalone(RemoteRoutes);
