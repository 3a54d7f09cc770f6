import type { ServerFeature } from '../../lib/feature';
import { signalsRoutes } from './signals.routes';

/** The interest profile's routes; member_signals is lib/signals'. */
export const signals: ServerFeature = { name: 'signals', routes: signalsRoutes, tables: [] };
