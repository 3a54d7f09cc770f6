import { type AdSheetSample, reasonsOf } from './test-data';

const GOOGLE_REASONS =
  'Google Account Help "Reasons you might see an ad" (support.google.com/accounts/answer/1634057): "Info in your Google Account, like your age range and gender", "Your general location", "Your current search query", "Previous search activity", "Your activity while you were signed in to Google", "Your previous interactions with ads", "Types of websites you visit", "Types of mobile app activity on your device", "The time of day", "Info you gave to an advertiser, like if you signed up for a newsletter with your email address"';
const GOOGLE_ADVERTISER =
  'Google "About advertiser verification" (support.google.com/youtube/answer/9823520, support.google.com/google-ads/answer/9729263): the "About this ad" panel names the verified advertiser and its location';
const TIKTOK =
  'TikTok newsroom "Furthering our advertising transparency efforts: introducing \'About this ad\'" (newsroom.tiktok.com/en-ca/furthering-our-advertising-transparency-efforts-introducing-about-this-ad-ca): "you may see a car rental service ad because the age associated with your account is 25+, matched with the advertiser\'s targeting requirements for this ad. You may see a pet food ad based on TikTok\'s estimate of your interest in pets."';
const X_HELP =
  'X Business help "How X Ads work" (business.x.com/en/help/troubleshooting/how-x-ads-work): ads tailored by interests, profile information and location; sentence reconstructed in the form Twitter\'s "Why this ad?" gave (advertiser "wants to reach people who …"), names ours';
const PINTEREST_HELP =
  'Pinterest Help "Personalized ads on Pinterest" (help.pinterest.com/en/article/personalized-ads-on-pinterest): advertisers share customer lists and use the Pinterest tag; targeting by interests (help.pinterest.com/en/business/article/targeting-overview). Sentences reconstructed, names ours';

const X_REASON =
  "You're seeing this ad because Patagonia wants to reach people who are interested in hiking and camping, who are 25 and up, and who are located in the United States.";

/** English sheets of Google, YouTube, TikTok, X and Pinterest. */
export const SAMPLES_EN: AdSheetSample[] = [
  {
    name: "google My Ad Center: the advertiser under its label, the advertiser's own location not taken for the audience's",
    source: `${GOOGLE_ADVERTISER}; ${GOOGLE_REASONS}`,
    language: 'en',
    text: "My Ad Center\nAbout this ad\nAdvertiser\nPatagonia\nLocation\nUnited States\nWhy you're seeing this ad\nYour info\nInfo in your Google Account, like your age range and gender\nYour general location\nYour activity\nYour current search query\nYour activity while you were signed in to Google\nOther info\nThe time of day",
    expected: {
      platform: 'google',
      advertiser: 'Patagonia',
      ageMin: null,
      ageMax: null,
      gender: null,
      location: null,
      interests: [],
      language: 'en',
      reasons: [
        ...reasonsOf('Info in your Google Account, like your age range and gender', 'age', 'gender'),
        { kind: 'location', text: 'Your general location' },
        { kind: 'activity-on-platform', text: 'Your current search query' },
        { kind: 'activity-on-platform', text: 'Your activity while you were signed in to Google' },
        { kind: 'other', text: 'The time of day' },
      ],
    },
  },
  {
    name: 'google "Why this ad?": activity reasons only, no advertiser named',
    source: GOOGLE_REASONS,
    language: 'en',
    text: 'Why this ad?\nThis ad is based on:\nPrevious search activity\nYour previous interactions with ads\nTypes of websites you visit\nTypes of mobile app activity on your device\nInfo you gave to an advertiser, like if you signed up for a newsletter with your email address\nAds by Google',
    expected: {
      platform: 'google',
      advertiser: null,
      ageMin: null,
      location: null,
      interests: [],
      reasons: [
        { kind: 'activity-on-platform', text: 'Previous search activity' },
        { kind: 'activity-on-platform', text: 'Your previous interactions with ads' },
        { kind: 'activity-off-platform', text: 'Types of websites you visit' },
        { kind: 'device-activity', text: 'Types of mobile app activity on your device' },
        {
          kind: 'activity-off-platform',
          text: 'Info you gave to an advertiser, like if you signed up for a newsletter with your email address',
        },
      ],
    },
  },
  {
    name: "youtube: Google's panel on YouTube gives youtube, the verified advertiser's name kept whole",
    source: `${GOOGLE_ADVERTISER}; ${GOOGLE_REASONS}; the YouTube line reconstructed; advertiser ours`,
    language: 'en',
    text: "About this ad\nAdvertiser\nLEGO System A/S\nLocation\nDenmark\nWhy you're seeing this ad\nYour info\nInfo in your Google Account, like your age range and gender\nYour activity\nTypes of videos you've watched on YouTube\nYour activity while you were signed in to Google",
    expected: {
      platform: 'youtube',
      advertiser: 'LEGO System A/S',
      location: null,
      interests: [],
      reasons: [
        ...reasonsOf('Info in your Google Account, like your age range and gender', 'age', 'gender'),
        { kind: 'activity-on-platform', text: "Types of videos you've watched on YouTube" },
        { kind: 'activity-on-platform', text: 'Your activity while you were signed in to Google' },
      ],
    },
  },
  {
    name: 'tiktok "About this ad": 25+ is an open age, an estimated interest',
    source: `${TIKTOK}; "this ad" put for the newsroom's example ads`,
    language: 'en',
    text: "About this ad\nYou may see this ad because the age associated with your account is 25+, matched with the advertiser's targeting requirements for this ad.\nYou may see this ad based on TikTok's estimate of your interest in pets.\nChange your ad personalization settings\nHow TikTok ads work",
    expected: {
      platform: 'tiktok',
      advertiser: null,
      ageMin: 25,
      ageMax: null,
      gender: null,
      location: null,
      interests: ['pets'],
      language: 'en',
      reasons: [
        {
          kind: 'age',
          text: "You may see this ad because the age associated with your account is 25+, matched with the advertiser's targeting requirements for this ad.",
        },
        {
          kind: 'interest',
          text: "You may see this ad based on TikTok's estimate of your interest in pets.",
        },
      ],
    },
  },
  {
    name: 'tiktok as a list: an age range, a country, the device',
    source: `${TIKTOK}; Screen Rant on "About this ad" ("the app will reveal the user's age, location, device type"); lines reconstructed`,
    language: 'en',
    text: "About this ad\nWhy you're seeing this ad\nThe age associated with your account is 18-24\nThe location associated with your account is Canada\nThe device you use\nHow TikTok ads work",
    expected: {
      platform: 'tiktok',
      ageMin: 18,
      ageMax: 24,
      location: 'Canada',
      reasons: [
        { kind: 'age', text: 'The age associated with your account is 18-24' },
        { kind: 'location', text: 'The location associated with your account is Canada' },
        { kind: 'device-activity', text: 'The device you use' },
      ],
    },
  },
  {
    name: 'x "Why this ad?": interests, "25 and up", "located in"; the close button is no platform',
    source: X_HELP,
    language: 'en',
    text: `X\nWhy this ad?\n${X_REASON}\nThere could also be more factors not listed here.\nLearn more about ads on X\nPromoted`,
    expected: {
      platform: 'x',
      advertiser: 'Patagonia',
      interests: ['hiking', 'camping'],
      ageMin: 25,
      ageMax: null,
      gender: null,
      location: 'United States',
      language: 'en',
      reasons: reasonsOf(X_REASON, 'interest', 'age', 'location'),
    },
  },
  {
    name: 'twitter by its old name, men, a promoted-by line',
    source: X_HELP,
    language: 'en',
    text: "Why am I seeing this ad?\nYou're seeing this ad because REI wants to reach men ages 35 to 54 who live in Seattle, Washington.\nPromoted by REI on Twitter",
    expected: {
      platform: 'x',
      advertiser: 'REI',
      gender: 'men',
      ageMin: 35,
      ageMax: 54,
      location: 'Seattle, Washington',
      interests: [],
      reasons: reasonsOf(
        "You're seeing this ad because REI wants to reach men ages 35 to 54 who live in Seattle, Washington.",
        'age',
        'gender',
        'location',
      ),
    },
  },
  {
    name: 'pinterest: the name under "Promoted by", interests, a customer list',
    source: PINTEREST_HELP,
    language: 'en',
    text: "Why am I seeing this ad?\nPromoted by\nWest Elm\nYou're seeing this ad because West Elm wants to reach people interested in home decor and mid-century modern furniture.\nWest Elm added you to a list of people they want to reach on Pinterest. They were able to reach you because your email address is on a customer list.\nHide Pin",
    expected: {
      platform: 'pinterest',
      advertiser: 'West Elm',
      interests: ['home decor', 'mid-century modern furniture'],
      ageMin: null,
      location: null,
      language: 'en',
      reasons: [
        {
          kind: 'interest',
          text: "You're seeing this ad because West Elm wants to reach people interested in home decor and mid-century modern furniture.",
        },
        {
          kind: 'customer-list',
          text: 'West Elm added you to a list of people they want to reach on Pinterest.',
        },
      ],
    },
  },
  {
    name: "pinterest through OCR: the advertiser's website visit, '65+', a curly apostrophe",
    source: `${PINTEREST_HELP}; OCR noise added`,
    language: 'en',
    text: 'Why am I seeing this Pin?\nYou’re seeing this ad because Wayfair wants to reach people who have visited their website or used one of their apps.\nWayfair wants to reach people ages 65+ who live in the United Kingdom.\nSave\nVisit site',
    expected: {
      platform: 'pinterest',
      advertiser: 'Wayfair',
      ageMin: 65,
      ageMax: null,
      location: 'United Kingdom',
      interests: [],
      reasons: [
        {
          kind: 'website-or-app',
          text: "You're seeing this ad because Wayfair wants to reach people who have visited their website or used one of their apps.",
        },
        ...reasonsOf(
          'Wayfair wants to reach people ages 65+ who live in the United Kingdom.',
          'age',
          'location',
        ),
      ],
    },
  },
];

const OCR_SOURCE = (name: string) =>
  `GiftLens fixture src/server/test/ad-sheet-screens/${name}.png (a phone screenshot rendered by scripts/render-ad-sheet-screens.mjs), as the project's Tesseract reader (src/server/lib/ocr) read it: status bar, radio buttons read as "O ", icons as "(Cp)" and "~"`;

const LEGO_2 =
  "There may be other reasons you're seeing this ad, including that LEGO wants to reach women ages 35 to 44 who live or were recently in the United Kingdom.";
const IG_BODY =
  'Patagonia wants to reach people interested in Hiking, ages 25 to 44, who live in United States.';

/** What Tesseract read from the project's rendered screenshots, noise and all. */
export const SAMPLES_EN_OCR: AdSheetSample[] = [
  {
    name: 'facebook before 2023 as Tesseract read a dark screenshot: "|" for I, a blank line after every line',
    source: OCR_SOURCE('facebook-older-en-dark-liberation'),
    language: 'en',
    text: "9:41 5G 87%\nWhy am | seeing this ad?\n\nOne reason you're seeing this ad is that LEGO\n\nwants to reach people who are interested in Toys,\n\nbased on activity such as liking Pages or clicking on\n\nads.\n\nThere may be other reasons you're seeing this ad,\n\nincluding that LEGO wants to reach women ages 35\n\nto 44 who live or were recently in the United\n\nKingdom. This is information based on your\n\nFacebook profile and where you've connected to the\n\ninternet.\n\nHide all ads from this advertiser\n\nMake changes to your ad preferences\n",
    expected: {
      platform: 'facebook',
      advertiser: 'LEGO',
      interests: ['Toys'],
      ageMin: 35,
      ageMax: 44,
      gender: 'women',
      location: 'United Kingdom',
      reasons: [
        {
          kind: 'interest',
          text: "One reason you're seeing this ad is that LEGO wants to reach people who are interested in Toys, based on activity such as liking Pages or clicking on ads.",
        },
        ...reasonsOf(LEGO_2, 'age', 'gender', 'location'),
      ],
    },
  },
  {
    name: 'google My Ad Center as Tesseract read it: radio buttons, a topic wrapped over two lines, labelled values',
    source: OCR_SOURCE('google-en-dark-dejavu'),
    language: 'en',
    text: "9:41 5G 87%\nMy Ad Center\n\nAbout this advertiser\n\n~ Nintendo of America\n\nWhy you're seeing this ad\n\nO The topics you're interested in: Video\nGames\n\nO Your general location: United States\n\n(O Your age: 25-34\n\n(O Google uses info like your activity on\nGoogle services to show you ads.\n\nCustomize ads\n",
    expected: {
      platform: 'google',
      advertiser: 'Nintendo of America',
      interests: ['Video Games'],
      ageMin: 25,
      ageMax: 34,
      gender: null,
      location: 'United States',
      reasons: [
        { kind: 'interest', text: "The topics you're interested in: Video Games" },
        { kind: 'location', text: 'Your general location: United States' },
        { kind: 'age', text: 'Your age: 25-34' },
        {
          kind: 'activity-on-platform',
          text: 'Google uses info like your activity on Google services to show you ads.',
        },
      ],
    },
  },
  {
    name: "instagram 2023 layout as Tesseract read it: Instagram's title, the avatar before the name, radio buttons",
    source: OCR_SOURCE('instagram-2023-en-light-dejavu'),
    language: 'en',
    text: "9:41 5G 87%\nWhy you're seeing this ad\n\n(Cp) Patagonia\n\nPatagonia wants to reach people interested in\n\nHiking, ages 25 to 44, who live in United\n\nStates.\n\nAdvertiser choices\n\nO Set their age to 25 to 44\n\nO A primary location in the United States\n\nYour activity on Meta technologies\n\nO Interacted with ads about outdoor gear\n\nManage ad preferences\n",
    expected: {
      platform: 'instagram',
      advertiser: 'Patagonia',
      interests: ['Hiking', 'outdoor gear'],
      ageMin: 25,
      ageMax: 44,
      location: 'United States',
      reasons: [
        ...reasonsOf(IG_BODY, 'interest', 'age', 'location'),
        { kind: 'age', text: 'Set their age to 25 to 44' },
        { kind: 'location', text: 'A primary location in the United States' },
        { kind: 'activity-on-platform', text: 'Interacted with ads about outdoor gear' },
      ],
    },
  },
];
