/**
 * Limits of a news item for CMS users (spec 001 §2 "News flyout"; setAspireNews), shared by the
 * admin form and the server. The spec names none: a news item is an announcement read in a
 * flyout, so a title is a line and a description a few paragraphs of simple HTML. 20,000
 * characters is ten times the longest an announcement needs; 1 MB was accepted before.
 */
export const NEWS_LIMITS = {
  title: 200,
  /** Characters of HTML, before sanitising. */
  description: 20_000,
} as const;

const count = (n: number) => n.toLocaleString('en-US');

/** The message of a text over its limit (the form and the server say the same). */
export const tooLongMessage = (max: number) => `Too long: at most ${count(max)} characters.`;

/** The description's length error, or undefined (blank is the required rule's business). */
export function newsDescriptionError(description: string | null | undefined): string | undefined {
  return description && description.trim().length > NEWS_LIMITS.description ? tooLongMessage(NEWS_LIMITS.description) : undefined;
}
