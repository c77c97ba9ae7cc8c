/** Every content type of the admin, by slug. */
export { article } from './article';
export { breakingNews } from './breaking-news';
export { event } from './event';
export { form, formField } from './form';
export { navItem } from './navigation';
export { openingHours, openingHoursException } from './opening-hours';
export { page } from './page';
export { person } from './person';
export { production } from './production';
export { redirect } from './redirect';
export { series } from './series';
export { siteSettings } from './site-settings';
export { articleCategory, articleTag, eventTag, exhibitionType, genre, personCategory, productionTag, room, season } from './taxonomies';
export { user } from './user';
export { venue } from './venue';
export { accessibilityException, accessibilityStatement } from './accessibility';
export { accessFeatureText } from './access-feature-text';
