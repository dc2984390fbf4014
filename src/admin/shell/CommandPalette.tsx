// The command palette (spec 000 §2.4, 001 §2): Ctrl or Cmd + K opens it, Escape closes it, the text
// filter runs over the labels of the menu the user can see, at most 700px wide; choosing an entry
// opens its screen (create-content entries in a new window).
import { createSpotlight, Spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { useMemo, useState } from 'react';
import { navigate } from 'vike/client/router';
import { COMMAND_PALETTE_MAX_WIDTH_PX } from '../../shared/constants.js';
import { ExternalLinkIcon, SearchIcon } from '../forms/icons.js';
import { destinationTitle, filterDestinations, type MenuDestination } from './menu.js';

/** A palette store of the shell's own, so no other spotlight on the page can open it. */
export const [paletteStore, palette] = createSpotlight();

/** Opens a destination the way its menu entry would. */
export function openDestination(destination: Pick<MenuDestination, 'link' | 'newWindow' | 'download'>): void {
  if (destination.newWindow) {
    window.open(destination.link, '_blank', 'noopener');
  } else if (destination.download || !destination.link.startsWith('/admin')) {
    window.location.assign(destination.link);
  } else {
    void navigate(destination.link);
  }
}

export function CommandPalette({ destinations }: { destinations: MenuDestination[] }) {
  const [query, setQuery] = useState('');
  const byId = useMemo(() => new Map(destinations.map((d) => [d.id, d])), [destinations]);

  const actions: SpotlightActionData[] = useMemo(
    () =>
      filterDestinations(destinations, query).map((destination) => ({
        id: destination.id,
        label: destinationTitle(destination),
        description: destination.group,
        rightSection: destination.newWindow ? <ExternalLinkIcon size={14} aria-label="Opens in a new window" /> : undefined,
        onClick: () => {
          const chosen = byId.get(destination.id);
          if (chosen) openDestination(chosen);
        },
      })),
    [destinations, query, byId],
  );

  return (
    <Spotlight
      store={paletteStore}
      actions={actions}
      // Our filter already ran (ranked, over the labels); Mantine's must not filter again.
      filter={(_query, all) => all}
      query={query}
      onQueryChange={setQuery}
      shortcut={['mod + K']}
      // Ctrl/Cmd+K works while typing in a form field too; rich-text editors keep theirs.
      tagsToIgnore={[]}
      size={COMMAND_PALETTE_MAX_WIDTH_PX}
      maxHeight={420}
      scrollable
      nothingFound="No screen matches."
      highlightQuery
      searchProps={{
        leftSection: <SearchIcon size={18} />,
        placeholder: 'Go to a screen…',
        'aria-label': 'Search screens',
      }}
    />
  );
}
