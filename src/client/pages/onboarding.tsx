import { useLocation } from 'react-router';
import { OnboardingScreen, parseMemberId } from '../features/members/onboarding/onboarding-screen';

/** `/onboarding/{memberId}`: the profile questionnaire for one family member. */
export default function OnboardingPage() {
  const { pathname, search } = useLocation();
  // `?step=2` opens at the step with what a member card said is missing.
  const step = Number(new URLSearchParams(search).get('step'));
  return (
    <OnboardingScreen
      memberId={parseMemberId(pathname)}
      initialStep={Number.isInteger(step) && step > 0 ? step : 0}
    />
  );
}
