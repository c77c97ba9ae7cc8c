import { formatDate, formatTime } from '../../common/format';
import type { Lang } from '../../common/routes';

/** An instant in Berlin as the publish panel and its preview links name it: "14. März 2026, 19:30 Uhr". */
export const when = (iso: string, lang: Lang) => `${formatDate(iso, lang)}, ${formatTime(iso, lang)}`;
