import { ComingSoon } from '../components/coming-soon';

export function DashboardPage() {
  return (
    <ComingSoon
      title="Family Dashboard"
      description="Your family's ads tracked, gift ideas, top categories and recent activity will appear here."
    />
  );
}

export default DashboardPage;
