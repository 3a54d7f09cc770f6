import { ComingSoon } from '../components/coming-soon';

/** Screens whose features are still being built; each says so plainly and shows no sample data. */
export const DataImportsPage = () => (
  <ComingSoon title="Data Imports" description="Instagram and Facebook data you imported for each member." />
);
