import { ComingSoon } from '../components/coming-soon';

/** Screens whose features are still being built; each says so plainly and shows no sample data. */
export const FeedPage = () => (
  <ComingSoon
    title="Feed"
    description="A feed of the ads and gift ideas for each family member will appear here."
  />
);
