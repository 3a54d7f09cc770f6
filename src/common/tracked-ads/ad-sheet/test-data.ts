import type { AdSheet, SheetLanguage } from './types';

/**
 * One sheet's text and what reading it must give. Every key of `expected` is asserted with
 * toEqual (leave a key out to leave it unchecked). `source` says where the wording comes from: a
 * URL or a citation, and "adapted"/"reconstructed" where lines were joined to a public sentence or
 * a name was put in. Other languages' samples live in test-data-<lang>.ts as `SAMPLES_<LANG>`.
 */
export interface AdSheetSample {
  name: string;
  source: string;
  language: SheetLanguage;
  text: string;
  expected: Partial<AdSheet>;
}

/** One entry per kind, all with the same text: what a sentence stating several reasons gives. */
export const reasonsOf = (text: string, ...kinds: AdSheet['reasons'][number]['kind'][]) =>
  kinds.map((kind) => ({ kind, text }));

const PROPUBLICA =
  'ProPublica, facebook-political-ads, backend/server/src/targeting_parser.rs tests (explanations collected by its browser extension, 2017-2018; HTML tags removed)';
const PROPUBLICA_README = 'ProPublica, facebook-political-ads, README.md "Targeting parser" example';
const META_2023 =
  'Meta newsroom "Increasing Our Ads Transparency" (about.fb.com/news/2023/02/increasing-our-ads-transparency) and PCMag on its screenshots ("Set their age to 18 and older", "A primary location in the United States", ads about "personal care, nutrition and retail", pages about "hair care and crafting", products related to apparel "in an ad or on Facebook Marketplace", a friend who engaged "with a related page", "visited websites about personal care", "used apps about lifestyle"); section titles from facebook.com/help/794535777607370';

const AILA_1 =
  "One reason you're seeing this ad is that American Immigration Lawyers Association wants to reach people interested in Immigration, based on activity such as liking Pages or clicking on ads.";
const AILA_2 =
  "There may be other reasons you're seeing this ad, including that American Immigration Lawyers Association wants to reach people ages 23 to 60 who live or were recently in the United States.";
const WWF_1 =
  "One reason you're seeing this ad is that World Wildlife Fund wants to reach people who have visited their website or used one of their apps.";
const WWF_2 =
  "There may be other reasons you're seeing this ad, including that World Wildlife Fund wants to reach people ages 25 and older who live or were recently in the United States.";
const TRUMP_LIST =
  "One reason you're seeing this ad is that Donald J. Trump added you to a list of people they want to reach on Facebook.";
const TRUMP_AGE =
  "There may be other reasons you're seeing this ad, including that Donald J. Trump wants to reach people ages 18 and older who live in the United States.";
const BETO_1 =
  "One reason you're seeing this ad is that Beto O'Rourke wants to reach people based on their activity on the Facebook family of apps and services.";
const BETO_2 =
  "There may be other reasons you're seeing this ad, including that Beto O'Rourke wants to reach people ages 18 and older who live or were recently in Texas.";
const KEY = 'Patagonia wants to reach people interested in Hiking ages 25 to 44 who live in United States';

/** Meta in English: Facebook's sentences before 2023, and the 2023 layout on Facebook and Instagram. */
export const SAMPLES_META: AdSheetSample[] = [
  {
    name: "issue 31's example: advertiser, interest, ages and place, the advertiser no interest",
    source: 'Issue 31 (GiftLens), the sheet as a person pasted it with " / " between its lines',
    language: 'en',
    text: 'Patagonia wants to reach people interested in Hiking / ages 25 to 44 / who live in United States',
    expected: {
      platform: null,
      advertiser: 'Patagonia',
      interests: ['Hiking'],
      ageMin: 25,
      ageMax: 44,
      gender: null,
      location: 'United States',
      language: 'en',
      reasons: reasonsOf(KEY, 'interest', 'age', 'location'),
      text: 'Patagonia wants to reach people interested in Hiking / ages 25 to 44 / who live in United States',
    },
  },
  {
    name: "issue 31's example as OCR reads it: bullets, the age split over two lines, buttons",
    source: 'Issue 31 (GiftLens), as three lines of a screenshot with OCR noise added',
    language: 'en',
    text: '• Patagonia wants to reach people interested in Hiking\n• ages 25 to\n44\n• who live in United States\nHide ad\nReport ad\n',
    expected: {
      advertiser: 'Patagonia',
      interests: ['Hiking'],
      ageMin: 25,
      ageMax: 44,
      location: 'United States',
      reasons: reasonsOf(KEY, 'interest', 'age', 'location'),
    },
  },
  {
    name: 'facebook before 2023: an interest, then ages and a country in the second sentence',
    source: PROPUBLICA,
    language: 'en',
    text: `About This Facebook Ad\n${AILA_1}\n${AILA_2}\nManage Your Ad Preferences`,
    expected: {
      platform: 'facebook',
      advertiser: 'American Immigration Lawyers Association',
      interests: ['Immigration'],
      ageMin: 23,
      ageMax: 60,
      gender: null,
      location: 'United States',
      language: 'en',
      reasons: [...reasonsOf(AILA_1, 'interest'), ...reasonsOf(AILA_2, 'age', 'location')],
    },
  },
  {
    name: "facebook before 2023: visitors of the advertiser's website, 25 and older",
    source: PROPUBLICA,
    language: 'en',
    text: `${WWF_1} This is based on customer information provided by World Wildlife Fund.\n${WWF_2} This is information based on your Facebook profile and where you've connected to the internet.`,
    expected: {
      platform: 'facebook',
      advertiser: 'World Wildlife Fund',
      interests: [],
      ageMin: 25,
      ageMax: null,
      location: 'United States',
      reasons: [...reasonsOf(WWF_1, 'website-or-app'), ...reasonsOf(WWF_2, 'age', 'location')],
    },
  },
  {
    name: 'facebook before 2023: a customer list, with the initial in "Donald J. Trump" kept in one sentence',
    source: PROPUBLICA_README,
    language: 'en',
    text: `${TRUMP_LIST} They were able to reach you because you're on a customer list collected by Donald J. Trump or its partners, or you've provided them with your information off of Facebook.\n${TRUMP_AGE} This is information based on your Facebook profile and where you've connected to the internet.`,
    expected: {
      platform: 'facebook',
      advertiser: 'Donald J. Trump',
      interests: [],
      ageMin: 18,
      ageMax: null,
      gender: null,
      location: 'United States',
      reasons: [...reasonsOf(TRUMP_LIST, 'customer-list'), ...reasonsOf(TRUMP_AGE, 'age', 'location')],
    },
  },
  {
    name: 'facebook before 2023: people similar to their customers, a place and no age',
    source: PROPUBLICA,
    language: 'en',
    text: "About This Facebook Ad\nClose\nOne reason you're seeing this ad is that Donald J. Trump wants to reach people who may be similar to their customers. Learn more.\nThere may be other reasons you're seeing this ad, including that Donald J. Trump wants to reach people who live in the United States. This is information based on your Facebook profile and where you've connected to the internet.",
    expected: {
      advertiser: 'Donald J. Trump',
      ageMin: null,
      ageMax: null,
      location: 'United States',
      interests: [],
      reasons: [
        {
          kind: 'similar-audience',
          text: "One reason you're seeing this ad is that Donald J. Trump wants to reach people who may be similar to their customers.",
        },
        {
          kind: 'location',
          text: "There may be other reasons you're seeing this ad, including that Donald J. Trump wants to reach people who live in the United States.",
        },
      ],
    },
  },
  {
    name: 'facebook before 2023: an advertiser with brackets in its name, an age and no place',
    source: PROPUBLICA,
    language: 'en',
    text: "One reason you're seeing this ad is that NRDC (Natural Resources Defense Council) wants to reach people who may be similar to their customers. Learn more.\nThere may be other reasons you're seeing this ad, including that NRDC (Natural Resources Defense Council) wants to reach people ages 18 and older. This is information based on your Facebook profile and where you've connected to the internet.",
    expected: {
      platform: 'facebook',
      advertiser: 'NRDC (Natural Resources Defense Council)',
      ageMin: 18,
      ageMax: null,
      location: null,
      reasons: [
        {
          kind: 'similar-audience',
          text: "One reason you're seeing this ad is that NRDC (Natural Resources Defense Council) wants to reach people who may be similar to their customers.",
        },
        {
          kind: 'age',
          text: "There may be other reasons you're seeing this ad, including that NRDC (Natural Resources Defense Council) wants to reach people ages 18 and older.",
        },
      ],
    },
  },
  {
    name: 'facebook before 2023: "is because" and people who engaged with their content, nothing else',
    source: PROPUBLICA,
    language: 'en',
    text: "About this Facebook ad\nOne reason why you're seeing this ad is because International Rescue Committee wants to reach people who have engaged with them or with their content.\nManage Your ad preferences",
    expected: {
      platform: 'facebook',
      advertiser: 'International Rescue Committee',
      ageMin: null,
      ageMax: null,
      gender: null,
      location: null,
      interests: [],
      reasons: [
        {
          kind: 'engagement',
          text: "One reason why you're seeing this ad is because International Rescue Committee wants to reach people who have engaged with them or with their content.",
        },
      ],
    },
  },
  {
    name: 'facebook before 2023: people who like their page, a state',
    source: PROPUBLICA,
    language: 'en',
    text: "One reason you're seeing this ad is that Carri Hicks wants to reach people who like their page.\nThere may be other reasons you're seeing this ad, including that Carri Hicks wants to reach people ages 18 and older who live in Oklahoma. This is information based on your Facebook profile and where you've connected to the internet.",
    expected: {
      advertiser: 'Carri Hicks',
      ageMin: 18,
      location: 'Oklahoma',
      reasons: [
        {
          kind: 'page-like',
          text: "One reason you're seeing this ad is that Carri Hicks wants to reach people who like their page.",
        },
        ...reasonsOf(
          "There may be other reasons you're seeing this ad, including that Carri Hicks wants to reach people ages 18 and older who live in Oklahoma.",
          'age',
          'location',
        ),
      ],
    },
  },
  {
    name: 'facebook before 2023: an interest with brackets kept whole, "were recently in"',
    source: PROPUBLICA,
    language: 'en',
    text: "One reason you're seeing this ad is that PayPal wants to reach people interested in Do it yourself (DIY), based on activity such as liking Pages or clicking on ads.\nThere may be other reasons you're seeing this ad, including that PayPal wants to reach people ages 25 and older who were recently in the United States. This is information based on your Facebook profile and where you've connected to the internet.",
    expected: {
      advertiser: 'PayPal',
      interests: ['Do it yourself (DIY)'],
      ageMin: 25,
      ageMax: null,
      location: 'United States',
    },
  },
  {
    name: 'facebook before 2023: activity on the Facebook family of apps, "aged" and "have recently been in"',
    source: PROPUBLICA,
    language: 'en',
    text: "One reason why you're seeing this ad is that Abdul El-Sayed wants to reach people based on their activity on the Facebook family of apps and services. This includes sharing links to their website, interacting with their content (such as clicking ads, watching videos or saving content) or directly interacting (such as messaging) with them.\nThere may be other reasons why you're seeing this ad, including that Abdul El-Sayed wants to reach people aged 18 and older who live or have recently been in the United States. This is information based on your Facebook profile and where you've connected to the Internet.",
    expected: {
      platform: 'facebook',
      advertiser: 'Abdul El-Sayed',
      ageMin: 18,
      ageMax: null,
      location: 'United States',
      interests: [],
      reasons: [
        {
          kind: 'activity-on-platform',
          text: "One reason why you're seeing this ad is that Abdul El-Sayed wants to reach people based on their activity on the Facebook family of apps and services.",
        },
        ...reasonsOf(
          "There may be other reasons why you're seeing this ad, including that Abdul El-Sayed wants to reach people aged 18 and older who live or have recently been in the United States.",
          'age',
          'location',
        ),
      ],
    },
  },
  {
    name: 'facebook before 2023 through OCR: lines broken mid-sentence, curly apostrophes, "|" for I, buttons',
    source: `${PROPUBLICA}; OCR noise added (line breaks, curly apostrophes, '|' for 'I', the sheet's buttons and feedback prompt as in the collected HTML)`,
    language: 'en',
    text: 'Why am | seeing this ad?\nAbout This Facebook Ad\nClose\nOne reason you’re seeing this ad is that Beto\nO’Rourke wants to reach people based on their activity on the\nFacebook family of apps and services. This includes sharing links to\ntheir website, interacting with their content (such as clicking ads, watching videos or saving content) or directly interacting (such as messaging) with them.\nThere may be other reasons you’re seeing this ad, including that Beto O’Rourke wants to reach people ages\n18 and older who live or were recently in\nTexas. This is information based on your Facebook profile and where you’ve connected to the internet.\nManage Your Ad Preferences\nTell Us What You Think\nWas this explanation useful?\nYes\nNo\nThanks for your rating.\nLearn more about Facebook Ads\nHide ad\nReport ad',
    expected: {
      platform: 'facebook',
      advertiser: "Beto O'Rourke",
      ageMin: 18,
      ageMax: null,
      gender: null,
      location: 'Texas',
      interests: [],
      language: 'en',
      reasons: [...reasonsOf(BETO_1, 'activity-on-platform'), ...reasonsOf(BETO_2, 'age', 'location')],
    },
  },
  {
    name: 'facebook before 2023: women of an age range near a city, the city with its state',
    source: `${PROPUBLICA} ("women", "ages 26 to 62", "who live or were recently near San Francisco, California"); sentence frame from the same tests, advertiser name ours`,
    language: 'en',
    text: "There may be other reasons you're seeing this ad, including that Patagonia wants to reach women ages 26 to 62 who live or were recently near San Francisco, California. This is information based on your Facebook profile and where you've connected to the internet.",
    expected: {
      advertiser: 'Patagonia',
      gender: 'women',
      ageMin: 26,
      ageMax: 62,
      location: 'San Francisco, California',
      reasons: reasonsOf(
        "There may be other reasons you're seeing this ad, including that Patagonia wants to reach women ages 26 to 62 who live or were recently near San Francisco, California.",
        'age',
        'gender',
        'location',
      ),
    },
  },
  {
    name: 'facebook 2023 layout: the name above "Advertiser choices", then activity on and off Meta',
    source: `${META_2023}; advertiser "United Airlines" named by PCMag with the same two advertiser choices`,
    language: 'en',
    text: 'Why am I seeing this ad?\nUnited Airlines\nAdvertiser choices\nSet their age to 18 and older\nA primary location in the United States\nYour activity on Meta technologies\nInteracted with ads about personal care, nutrition and retail\nEngaged with pages about hair care and crafting\nInteracted with products related to apparel in an ad or on Facebook Marketplace\nA friend engaged with a related page\nYour activity off Meta technologies\nVisited websites about personal care\nUsed apps about lifestyle\nInteracted with products related to apparel on a website or app\nManage ad preferences\nHide ad',
    expected: {
      platform: 'facebook',
      advertiser: 'United Airlines',
      ageMin: 18,
      ageMax: null,
      gender: null,
      location: 'United States',
      language: 'en',
      interests: ['personal care', 'nutrition', 'retail', 'hair care', 'crafting', 'apparel', 'lifestyle'],
      reasons: [
        { kind: 'age', text: 'Set their age to 18 and older' },
        { kind: 'location', text: 'A primary location in the United States' },
        {
          kind: 'activity-on-platform',
          text: 'Interacted with ads about personal care, nutrition and retail',
        },
        { kind: 'activity-on-platform', text: 'Engaged with pages about hair care and crafting' },
        {
          kind: 'activity-on-platform',
          text: 'Interacted with products related to apparel in an ad or on Facebook Marketplace',
        },
        { kind: 'friend-activity', text: 'A friend engaged with a related page' },
        { kind: 'activity-off-platform', text: 'Visited websites about personal care' },
        { kind: 'activity-off-platform', text: 'Used apps about lifestyle' },
        {
          kind: 'activity-off-platform',
          text: 'Interacted with products related to apparel on a website or app',
        },
      ],
    },
  },
  {
    name: 'facebook 2023 layout through OCR: "|" for I, bullets, an item broken over two lines',
    source: `${META_2023}; OCR noise added`,
    language: 'en',
    text: 'Why am | seeing this ad?\nUnited Airlines\nAdvertiser choices\n• Set their age to\n18 and older\n• A primary location in the\nUnited States\nYour activity on Meta technologies\n• Interacted with ads about personal care, nutrition\nand retail\nWas this explanation useful?',
    expected: {
      platform: 'facebook',
      advertiser: 'United Airlines',
      ageMin: 18,
      ageMax: null,
      location: 'United States',
      interests: ['personal care', 'nutrition', 'retail'],
      reasons: [
        { kind: 'age', text: 'Set their age to 18 and older' },
        { kind: 'location', text: 'A primary location in the United States' },
        {
          kind: 'activity-on-platform',
          text: 'Interacted with ads about personal care, nutrition and retail',
        },
      ],
    },
  },
  {
    name: 'instagram 2023 layout: the name under "About this advertiser", an age range, women, a city',
    source: `${META_2023}; the tool reached Instagram Feed on 27 October 2023 (same newsroom post). Lines for age range, gender and the reel topic adapted from the Facebook ones; names ours`,
    language: 'en',
    text: "Why you're seeing this ad\nAbout this advertiser\nPatagonia\nAdvertiser choices\nSet their age to 25 to 44\nSet their gender to women\nA primary location in Portland, Oregon\nYour activity on Meta technologies\nInteracted with reels about hiking and camping on Instagram\nYour activity off Meta technologies\nVisited websites about outdoor gear",
    expected: {
      platform: 'instagram',
      advertiser: 'Patagonia',
      ageMin: 25,
      ageMax: 44,
      gender: 'women',
      location: 'Portland, Oregon',
      interests: ['hiking', 'camping', 'outdoor gear'],
      reasons: [
        { kind: 'age', text: 'Set their age to 25 to 44' },
        { kind: 'gender', text: 'Set their gender to women' },
        { kind: 'location', text: 'A primary location in Portland, Oregon' },
        { kind: 'activity-on-platform', text: 'Interacted with reels about hiking and camping on Instagram' },
        { kind: 'activity-off-platform', text: 'Visited websites about outdoor gear' },
      ],
    },
  },
];
