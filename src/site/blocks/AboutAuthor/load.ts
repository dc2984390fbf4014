import { truncateAtWord } from '../../../shared/text';
import type { BlockLoader, ImageRef } from '../types';
import type { AboutAuthorSettings } from './settings';

/** The widest an author's photo is shown (CSS pixels); the image route serves up to twice that. */
export const ABOUT_AUTHOR_PHOTO_WIDTH = 96;

/** One author as the block shows them: only what the settings let it show. */
export interface AboutAuthorCard {
  id: number;
  name: string;
  /** Their author page. */
  path: string;
  title: string | null;
  /** Cut to the block's bio length (plain text); null when hidden or empty. */
  bio: string | null;
  photo: ImageRef | null;
}

export interface AboutAuthorData {
  authors: AboutAuthorCard[];
}

/**
 * The content item's authors, in byline order (the page knows them: BlockPageContent.authors), read
 * through BlockDataApi.authorProfiles. 002 §5 "others lacking data": an item without authors (or
 * whose authors are gone) drops the block.
 */
export const loadAboutAuthor: BlockLoader<AboutAuthorSettings, AboutAuthorData> = async ({ settings, page, api }) => {
  const personIds = page.content?.authors.map((author) => author.id) ?? [];
  if (personIds.length === 0) return null;
  const profiles = await api.authorProfiles({ personIds, photoWidth: ABOUT_AUTHOR_PHOTO_WIDTH });
  if (profiles.length === 0) return null;
  return {
    data: {
      authors: profiles.map((person) => ({
        id: person.id,
        name: person.name,
        path: person.path,
        title: person.title,
        // Folded to one paragraph: a short bio is a teaser of the author page.
        bio: settings.showBio && person.bio ? truncateAtWord(person.bio.replace(/\s+/g, ' ').trim(), settings.bioLength) : null,
        photo: settings.showPhoto ? person.photo : null,
      })),
    },
  };
};
