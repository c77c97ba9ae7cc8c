/** An ILIKE pattern for "contains what the editor typed": `%`, `_` and `\` typed are meant literally. */
export const containsPattern = (text: string): string => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
