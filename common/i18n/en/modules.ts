import type de from '../de/modules';
import type { editor as deEditor } from '../de/modules';

export default {
  newTab: '(opens in a new tab)',
  anchorNav: 'On this page',
  duration: 'Duration: {length}',
  download: 'Download the file',
} satisfies typeof de;

export const editor = {
  errors: {
    required: 'Please fill in this field.',
    notText: 'Please enter a text.',
    notNumber: 'Please enter a number.',
    notBoolean: 'Please choose yes or no.',
    notOption: 'Please choose one of the values offered.',
    notMedia: 'Please choose a file from the media library.',
    notUrl: 'Please enter a full address starting with https://.',
    notLink: 'Please choose a page or enter a full address.',
    notDate: 'Please enter a valid date.',
    tooSmall: 'The value must be at least {min}.',
    tooLarge: 'The value must be at most {max}.',
    tooLong: 'The text must not be longer than {max} characters.',
    tooShort: 'Please enter at least {min} characters.',
    videoUrl: 'Please enter the address of a video on YouTube or Vimeo.',
    audioEmbed: 'The embed code must come from Spotify, SoundCloud or Podigee.',
    pdfEmbed: 'The embed code must come from Issuu.',
    socialEmbed: 'The embed code must come from Instagram, Twitter, Facebook or TikTok.',
    linkTarget: 'Please choose a link target: a page or an external address.',
    anchor: 'An anchor starts with a letter and contains only letters, digits, - and _.',
    unknownType: 'Unknown module type “{type}”.',
    videoShortLink: 'Short links (youtu.be) only work in a video list; please enter the full YouTube address.',
    hubspotId: 'Please enter the form id from HubSpot (e.g. 2f5b1c3e-1234-4abc-9def-0123456789ab).',
    notAllowedHere: 'This module cannot be placed here.',
    altMissing: 'Please enter an alternative text ({lang}) for the image.',
    notFound: 'The chosen target no longer exists.',
    taken: 'This address is already in use.',
    reservedPath: 'Addresses of the site itself cannot be redirected.',
    redirectLoop: 'The redirect points to itself.',
    redirectChain: 'With the redirect of {path} this makes a chain: redirect straight to the target.',
    urlFormat: 'The address starts with /{lang}/ and holds only lowercase letters, digits, - and /.',
    seatGroupName: 'Seat group {group}: please enter a German name (up to {max} characters).',
    priceAmount: 'Seat group {group}, price {price}: please enter an amount of 0 or more with up to two decimals.',
  },
} satisfies typeof deEditor;
