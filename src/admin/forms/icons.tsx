import type { ComponentType, ReactNode, SVGProps } from 'react';

/**
 * A few inline stroke icons (24×24 viewBox, currentColor): the project has no icon package.
 * The default size is 1em, so an icon follows the font size of its container — ActionIconButton
 * sets that to the spec's button icon size. Icons are decorative (aria-hidden) unless a `title`
 * is given; the button or link around them carries the accessible name.
 */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number | string;
  title?: string;
}

export type Icon = ComponentType<IconProps>;

/** Makes a stroke icon from its paths; other parts of the admin add their icons with it. */
export function icon(displayName: string, paths: ReactNode): Icon {
  function Icon({ size = '1em', strokeWidth = 2, title, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        focusable="false"
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const PlusIcon = icon('PlusIcon', <path d="M12 5v14M5 12h14" />);

export const EditIcon = icon(
  'EditIcon',
  <>
    <path d="M4 20h4L19 9l-4-4L4 16v4z" />
    <path d="M13.5 6.5l4 4" />
  </>,
);

export const TrashIcon = icon(
  'TrashIcon',
  <>
    <path d="M4 7h16" />
    <path d="M10 11v6M14 11v6" />
    <path d="M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12" />
    <path d="M9 7V4h6v3" />
  </>,
);

export const SearchIcon = icon(
  'SearchIcon',
  <>
    <circle cx="10" cy="10" r="7" />
    <path d="M21 21l-6-6" />
  </>,
);

export const CloseIcon = icon('CloseIcon', <path d="M18 6L6 18M6 6l12 12" />);

export const CheckIcon = icon('CheckIcon', <path d="M5 12l5 5L20 7" />);

export const ChevronDownIcon = icon('ChevronDownIcon', <path d="M6 9l6 6 6-6" />);

export const ExternalLinkIcon = icon(
  'ExternalLinkIcon',
  <>
    <path d="M12 6H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
    <path d="M11 13l9-9M15 4h5v5" />
  </>,
);

export const MenuIcon = icon('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />);

export const BellIcon = icon(
  'BellIcon',
  <>
    <path d="M10 5a2 2 0 1 1 4 0 7 7 0 0 1 4 6v3a4 4 0 0 0 2 3H4a4 4 0 0 0 2-3v-3a7 7 0 0 1 4-6" />
    <path d="M9 17v1a3 3 0 0 0 6 0v-1" />
  </>,
);

export const UserIcon = icon(
  'UserIcon',
  <>
    <circle cx="12" cy="7" r="4" />
    <path d="M6 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2" />
  </>,
);

export const LogoutIcon = icon(
  'LogoutIcon',
  <>
    <path d="M14 8V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-2" />
    <path d="M9 12h12l-3-3M18 15l3-3" />
  </>,
);
