import { searchUrl } from '../../shared/search.js';
import { isContentType } from '../../shared/contentTypes.js';

/**
 * Every search form of a public page (header, mega menu, sidebar, the /search page) is a plain
 * GET form to /search with a `text` field, so it works without JavaScript. With it, submitting
 * goes to the address the spec names: /search?filters={"text":…,"type":…,"page":1} (002 §2: "the
 * mega-menu search sets page 1"). A blank field does nothing.
 */
export function initSearchForms({
  root = document,
  navigate = (url) => window.location.assign(url),
}: { root?: ParentNode; navigate?: (url: string) => void } = {}): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-search-form]')) {
    if (form.dataset.searchFormReady === 'true') continue;
    form.dataset.searchFormReady = 'true';
    // On the search page, choosing another content type searches again at once.
    form.querySelector<HTMLSelectElement>('select[name="type"]')?.addEventListener('change', () => {
      if (String(new FormData(form).get('text') ?? '').trim()) form.requestSubmit();
    });
    form.addEventListener('submit', (event) => {
      const data = new FormData(form);
      const text = String(data.get('text') ?? '').trim();
      event.preventDefault();
      if (!text) {
        form.querySelector<HTMLInputElement>('[name="text"]')?.focus();
        return;
      }
      const type = data.get('type');
      // The /search page keeps its section filter in a hidden field.
      const section = Number(data.get('websiteSchedule'));
      navigate(searchUrl({ text, type: isContentType(type) ? type : null, websiteSchedule: Number.isInteger(section) && section > 0 ? section : null, page: 1 }));
    });
  }
}
