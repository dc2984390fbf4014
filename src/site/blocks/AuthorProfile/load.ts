import type { BlockLoader, ImageRef } from '../types';
import type { AuthorProfileSettings } from './settings';

/** The widest the profile photo is shown (CSS pixels); the image route serves up to twice that. */
export const AUTHOR_PROFILE_PHOTO_WIDTH = 200;

export interface AuthorProfileData {
  name: string;
  title: string | null;
  /** The whole bio as paragraphs of plain text (split at blank lines); empty when none. */
  bio: string[];
  photo: ImageRef | null;
  /** Only with showContact on. */
  email: string | null;
}

/** Paragraphs of a plain-text bio: blank lines separate them, other white space is folded. */
export function bioParagraphs(bio: string | null): string[] {
  if (!bio) return [];
  return bio
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');
}

/** The author page's person (BlockPage.author). Dropped anywhere else (pageKinds) and when the person is gone. */
export const loadAuthorProfile: BlockLoader<AuthorProfileSettings, AuthorProfileData> = async ({ settings, page, api }) => {
  if (!page.author) return null;
  const [person] = await api.authorProfiles({ personIds: [page.author.id], photoWidth: AUTHOR_PROFILE_PHOTO_WIDTH });
  if (!person) return null;
  return {
    data: {
      name: person.name,
      title: person.title,
      bio: bioParagraphs(person.bio),
      photo: person.photo,
      email: settings.showContact ? person.email : null,
    },
  };
};
