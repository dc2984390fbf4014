/** `%text%` for LIKE/ILIKE with the text's own %, _ and \ taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
