import type de from '../de/accessibility';

export default {
  statusHeading: 'Compliance status',
  status_full: 'This website is fully compliant with BITV 2.0 and EN 301 549.',
  status_partial: 'This website is partially compliant with BITV 2.0 and EN 301 549 because of the non-compliances and exemptions listed below.',
  status_none: 'This website is not compliant with BITV 2.0 and EN 301 549.',
  exceptionsHeading: 'Content that is not accessible',
  noExceptions: 'We currently know of no barriers.',
  checkHeading: 'Preparation of this statement',
  checkedOn: 'The website was last checked on {date}.',
  notCheckedYet: 'No date of the last check has been entered yet.',
} satisfies typeof de;
