import {
  wishlistClaims,
  wishlistItemImages,
  wishlistItems,
  wishlistPledgeReleases,
  wishlistPledges,
} from '../../db/schema';
import type { ServerFeature } from '../../lib/feature';
import { wishlistDeparture } from './wishlists.departure';
import { wishlistsPort } from './wishlists.port';
import { wishlistItemRecord } from './wishlists.record';
import { wishlistsRoutes } from './wishlists.routes';

export const wishlists: ServerFeature = {
  name: 'wishlists',
  routes: wishlistsRoutes,
  tables: [wishlistItems, wishlistItemImages, wishlistClaims, wishlistPledges, wishlistPledgeReleases],
  records: (db) => [wishlistItemRecord(db)],
  departure: ({ db, mail }) => wishlistDeparture(db, mail),
  ports: ({ db }) => ({ wishlists: wishlistsPort(db) }),
};
