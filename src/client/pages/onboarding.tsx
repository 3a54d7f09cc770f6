import { useLocation } from 'react-router';
import { OnboardingScreen, parseMemberId } from '../features/members/onboarding/onboarding-screen';

/** `/onboarding/{memberId}`: the profile questionnaire for one family member. */
export default function OnboardingPage() {
  const { pathname } = useLocation();
  return <OnboardingScreen memberId={parseMemberId(pathname)} />;
}
