export { Venue } from './render';
export { VenueList } from '../venue-list/render';
