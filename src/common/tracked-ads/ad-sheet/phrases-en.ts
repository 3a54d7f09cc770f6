import { type Phrases, rx } from './rx';

/**
 * English: Meta's sentences before 2023 and its 2023 layout, Google's My Ad Center and "About
 * this ad", YouTube, TikTok's "Why this ad", X's "Why this ad?" and Pinterest. Apostrophes are
 * optional everywhere (OCR drops them). Sources are listed with the tests' data (test-data.ts).
 */
export const EN: Phrases = {
  words: [
    'the',
    'you',
    'your',
    'youre',
    "you're",
    'this',
    'that',
    'to',
    'and',
    'who',
    'of',
    'are',
    'is',
    'with',
    'people',
    'reach',
    'wants',
    'their',
    'seeing',
    'why',
    'based',
    'interested',
    'older',
    'ages',
    'activity',
  ],
  headings: rx`^(?:why am i seeing this(?: ad| pin| promoted pin)?|why (?:are you|youre) seeing this(?: ad)?(?: because)?|youre seeing this ad because|why this ad|this ad is based on|about this promoted (?:pin|post|tweet)|about this (?:facebook |instagram )?ad|about this advertiser|advertiser choices|your activity|your activity (?:on|off) meta technologies|(?:manage|make changes to|change) (?:your )?ads? (?:preferences|settings|personali[sz]ation(?: settings)?)|ads? (?:preferences|settings|topics)|my ad cent(?:er|re)|learn more(?: about [\p{L} ]+)?|see (?:all|more|less)|hide(?: ad| all ads from this advertiser)?|report(?: ad)?|block(?: ad)?|like(?: ad)?|share|close|done|back|yes|no|was this explanation useful|tell us what you think|thanks for your rating|sponsored|promoted|promoted pin|ads by google|location|advertiser location|hide pin|report pin|visit site|save|ad|ad choices|adchoices|mute this ad|stop seeing this ad|see more ads this advertiser has shown using google|personali[sz]ed ads|ad personali[sz]ation|how (?:tiktok )?ads work|ads and your data|verified|reasons|other reasons|your info|other info)$`,
  sections: {
    advertiser: rx`^advertiser choices$`,
    on: rx`^your activity on (?:meta technologies|facebook|instagram)$`,
    off: rx`^your activity off (?:meta technologies|facebook|instagram)$`,
  },
  boilerplate: rx`^(?:this is (?:information )?based on|this includes|they were able to reach you|there could also be more factors|there may be other reasons you'?re seeing this ad\.?$|you can (?:change|manage|hide|choose|review)|we (?:use|may|want|show)|learn more)`,
  lineStarts: rx`^(?:set their|an? (?:primary )?location|interacted with|visited|used (?:apps|an app)|your (?:interests|age|location|gender|activity|info|general location|current search)|gender\b|age\b|location\b|topics?\b|interests?\b|audiences?\b|a friend|engaged with|info |information you|the time of day|previous|types of|the advertiser|advertiser\b|paid for by|sponsored by|one reason|there may be|this is|this includes|they were able|you'?re seeing|you might|you may see|people (?:who|interested)|set their|the (?:age|gender|location) (?:associated|on|in)|tiktok'?s estimate|(?:liked|followed|searched|watched|saved|clicked|shopped)\b|(?:women|men) (?:ages?|aged))`,
  reach: rx`\b(?:wants? to reach|would like to reach|wants their ads to be seen|wanting to reach|you'?re seeing this ad|one reason|other reasons|targeted|targeting|because)\b`,
  advertiser: [
    rx`\b(?:is that|is because|including that)\s+(.+?)\s+(?:wants? to reach|would like to reach|added you|uploaded|wants their ads)\b`,
    rx`\byou'?re seeing this ad because\s+(.+?)\s+(?:wants? to reach|added you|uploaded|wants their ads)\b`,
    rx`^(.+?)\s+(?:wants to reach|wants their ads to be seen by|added you to)\b`,
    rx`^(?:paid for by|sponsored by|promoted by|advertiser)\s*:?\s+(.+)$`,
  ],
  aboutAdvertiser: rx`^(?:about this advertiser|advertiser|advertiser name|paid for by|sponsored by|promoted by)$`,
  kinds: [
    [
      'customer-list',
      rx`\b(?:added you to (?:a|their) (?:customer )?list|uploaded (?:or used )?(?:a|their)? ?(?:customer )?list|(?:on|in) a customer list|customer list)\b`,
    ],
    [
      'data-provider',
      rx`\b(?:data providers?|(?:data|information) (?:provided by|from) (?:a )?(?:data |third[- ]party )?(?:partners?|providers?)|based on data provided by|partner categor)`,
    ],
    [
      'similar-audience',
      rx`\b(?:similar to (?:their|its|the advertiser'?s) (?:customers|audiences?|followers)|may be similar|look-?alike)`,
    ],
    [
      'website-or-app',
      rx`\b(?:visited (?:their|the advertiser'?s|this advertiser'?s) (?:website|site)|used (?:one of )?their apps?|(?:their|the advertiser'?s) (?:website|app) or)`,
    ],
    ['near-business', rx`\bnear (?:their|this|the) (?:business|store|shop)\b`],
    ['audience-segment', rx`\b(?:part of an audience|audience called|an audience (?:named|list))\b`],
    ['friend-activity', rx`\b(?:whose friends|a friend|your friends?)\b`],
    ['page-like', rx`\b(?:like(?:d|s)? their page|follow(?:s|ed)? (?:their|this) (?:page|account))`],
    [
      'engagement',
      rx`\b(?:engaged with (?:them|their|this advertiser)|interacted with (?:them|their|this advertiser)|clicked (?:on )?their ads|their content)\b`,
    ],
    ['education', rx`\b(?:education level|educated|school|college|universit|degree|graduat)`],
    ['device-activity', rx`\b(?:devices?|operating system|mobile app activity|carrier|network connection)\b`],
    [
      'activity-off-platform',
      rx`\b(?:off (?:of )?(?:meta|facebook|instagram)(?: technologies)?|off-facebook|visited websites|used apps about|on a website or app|websites? you visit|types of websites|outside (?:of )?(?:tiktok|facebook|instagram|meta|pinterest)|off[- ]tiktok|info you gave to an advertiser|signed up for a newsletter)`,
    ],
    [
      'activity-on-platform',
      rx`\b(?:activity on (?:the )?(?:meta|facebook|instagram|google|youtube|tiktok|pinterest|x|twitter)\b|facebook family of apps|(?:interacted|engaged) with (?:ads|pages|posts|content|reels|videos|products|accounts|pins|boards)\b|search (?:query|activity|history)|previous interactions with ads|signed in to google|types? of videos you(?:'?ve)? watched|youtube video activity)`,
    ],
    ['new-customers', rx`\b(?:new customers?|haven'?t (?:bought|purchased))\b`],
    ['interest', rx`\b(?:interested in|interests?|topics?|categor(?:y|ies))\b`],
    [
      'other',
      rx`\b(?:relationship status|who speak|language|employer|job title|time of day|current search)\b`,
    ],
  ],
  interests: [
    rx`\binterested in:?\s+(.+)`,
    rx`\binterest in:?\s+(.+)`,
    rx`\b(?:interests?|topics?|categories|audiences?)\s*:\s*(.+)`,
    rx`\b(?:ads|pages|posts|reels|videos|content|websites|apps|accounts|products)\s+(?:about|related to)\s+(.+)`,
    rx`\baudience called\s+(.+)`,
  ],
  stop: rx`(?:,?\s+based on\b|,\s+(?:in|who|aged?|ages|if|and who)\b|\s+(?:who|whose|if)\b|,?\s+(?:ages?|aged|between)\s+\d|\s+(?:in an ad|on a website|on (?:facebook|instagram|meta|marketplace|tiktok|pinterest|youtube|x)|or on|matched with)\b|[.;](?:\s|$))`,
  and: rx`\s+(?:and|or|&)\s+`,
  age: {
    range: [rx`\b(?:ages?|aged|age range|between)\b\D{0,40}?(\d{1,2})\s*(?:to|-|–|—|and)\s*(\d{1,2})\b`],
    open: [
      rx`\b(?:ages?|aged|age range)\b\D{0,40}?(\d{1,2})\s*(?:\+|and (?:older|over|up|above)|or (?:older|over|above))`,
      rx`(?<!\d)(\d{2})\s*(?:\+|and (?:older|over|up)|or (?:older|over))(?!\d)`,
    ],
    cue: rx`\b(?:your age|age range|ages?|aged)\b`,
  },
  gender: {
    women: rx`\b(?:reach|reaching|by)\s+(?:women|females?)\b|\bgender\s*(?::|is|to|as|set to)?\s*(?:women|female)\b|\b(?:women|females?)\s+(?:ages?|aged|between|who|in|\d)`,
    men: rx`\b(?:reach|reaching|by)\s+(?:men|males?)\b|\bgender\s*(?::|is|to|as|set to)?\s*(?:men|male)\b|\b(?:men|males?)\s+(?:ages?|aged|between|who|in|\d)`,
    all: rx`\bgender\s*:?\s*all\b|\ball genders\b|\b(?:men and women|women and men)\b`,
    cue: rx`\bgender\b`,
  },
  location: {
    values: [
      rx`\b(?:live|lives|living) or (?:were|have) recently (?:been )?(?:in|near) (.+)`,
      rx`\bwho (?:live|are|were recently) (?:in|near) (.+)`,
      rx`\bprimary location in (.+)`,
      rx`\b(?:located|based) in (.+)`,
      rx`\byour (?:general )?location (?:is|was) (.+)`,
      rx`\blocation associated with your account is (.+)`,
      rx`\bin location\s+(.+)`,
      rx`\blocation\s*[:(]\s*(?!like\b|such as\b|e\.g\.)(.+?)\)?$`,
      rx`\b(?:users|people) in (.+)`,
    ],
    cue: rx`\b(?:location|live in|were recently in|where you live)\b`,
    article: rx`^the\s+`,
  },
};
