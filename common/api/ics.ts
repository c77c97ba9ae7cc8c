/**
 * Where the calendar export lives. One event's ICS file, and a feed of every event
 * a programme filter shows (its query is the filter's), to subscribe to by webcal:// or https.
 */
import type { Lang } from '../routes';

export const eventIcsPath = (lang: Lang, id: number) => `/${lang}/api/events/${id}/calendar.ics`;

/** `query`: the programme filter as the address writes it ('access=1,2&room=3'), without '?'. */
export const calendarFeedPath = (lang: Lang, query: string) => `/${lang}/api/events/calendar.ics${query ? `?${query}` : ''}`;

/** The same feed for calendar apps that subscribe by the webcal scheme. */
export const webcalUrl = (absoluteHttpUrl: string) => absoluteHttpUrl.replace(/^https?:/, 'webcal:');
