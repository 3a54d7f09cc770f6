import { labelled, STYLE_OPTIONS } from '../onboarding/onboarding-options';

/** Choices only the Edit Profile tabs offer; the questionnaire's own lists live in onboarding-options. */

export const WORK_SCHEDULES = labelled([
  'Standard 9-5',
  'Shift work',
  'Part-time',
  'Flexible / remote',
  'Not working',
]);
export const SHOPPING_FREQUENCIES = labelled([
  'Weekly',
  'A few times a month',
  'Monthly',
  'Occasionally',
  'Rarely',
]);
export const ACTIVITY_LEVELS = labelled([
  'Very active',
  'Active',
  'Occasional',
  'Lurker',
  'Not on social media',
]);
/** The questionnaire's first seven styles ("Classic" to "Practical"). */
export const STYLE_SUGGESTIONS = STYLE_OPTIONS.slice(0, 7).map((o) => o.value);
export const VALUE_SUGGESTIONS = [
  'Family',
  'Sustainability',
  'Quality',
  'Adventure',
  'Creativity',
  'Health',
  'Learning',
];
export const CONTENT_TYPES = ['Photos', 'Videos', 'Stories', 'Reels', 'Articles', 'Podcasts', 'Live streams'];
export const ACTIVITY_SUGGESTIONS = ['Walking', 'Yoga', 'Board games', 'Volunteering', 'Concerts', 'Museums'];
