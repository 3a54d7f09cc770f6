import { masterProfileSchema } from '#common/gifts/schemas';
import { affiliateClicks, giftIdeaDismissals, giftIdeaRatings, giftIdeas } from '../../db/schema';
import type { ServerFeature } from '../../lib/feature';
import { createGiftAi } from './gift-ai';
import { giftIdeasDeparture } from './gift-ideas.departure';
import { giftIdeasReads } from './gift-ideas.port';
import { giftIdeaRecord } from './gift-ideas.record';
import { createGiftIdeasRepository } from './gift-ideas.repository';
import { giftIdeasRoutes } from './gift-ideas.routes';
import { createGiftIdeasService } from './gift-ideas.service';

export const giftIdeasFeature: ServerFeature = {
  name: 'gift-ideas',
  routes: giftIdeasRoutes,
  tables: [giftIdeas, giftIdeaDismissals, giftIdeaRatings, affiliateClicks],
  records: (db) => [giftIdeaRecord(db)],
  departure: () => giftIdeasDeparture(),
  ports: (deps, ports) => {
    // The feed's Smart makes ideas with the viewer's rights, from the member's whole profile.
    const service = createGiftIdeasService(
      createGiftIdeasRepository(deps.db),
      deps.access,
      deps.signals,
      createGiftAi(deps.config.ai, deps.log, deps.shared.coolDown('ai')),
      deps.config.affiliate,
      giftIdeaRecord(deps.db),
      ports,
    );
    return {
      giftIdeas: {
        ...giftIdeasReads(deps.db),
        generateFor: (userId, memberId) => service.generate(userId, memberId, masterProfileSchema.parse({})),
      },
    };
  },
};
