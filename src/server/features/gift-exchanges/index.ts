import { giftExchangeExclusions, giftExchangeParticipants, giftExchanges } from '../../db/schema';
import type { ServerFeature } from '../../lib/feature';
import { giftExchangeDeparture } from './gift-exchanges.departure';
import { giftExchangesRoutes } from './gift-exchanges.routes';

export const giftExchangesFeature: ServerFeature = {
  name: 'gift-exchanges',
  routes: giftExchangesRoutes,
  tables: [giftExchanges, giftExchangeParticipants, giftExchangeExclusions],
  departure: ({ db, mail }, ports) => giftExchangeDeparture(db, mail, ports.occasions),
};
