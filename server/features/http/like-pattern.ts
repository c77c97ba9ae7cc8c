/** An ILIKE pattern for "contains what the editor typed": `%`, `_` and `\` typed are meant literally. */
export const containsPattern = (text: string): string => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A LIKE pattern's literal part: `%`, `_` and `\` in `text` match only themselves. */
export const likePrefix = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
