import { icon } from '../../forms/icons.js';

// The grid editor's arrows and copy icon (same stroke style as the kit's icons).
export const UpIcon = icon('UpIcon', <path d="M12 19V5M5 12l7-7 7 7" />);
export const DownIcon = icon('DownIcon', <path d="M12 5v14M19 12l-7 7-7-7" />);
export const LeftIcon = icon('LeftIcon', <path d="M19 12H5M12 19l-7-7 7-7" />);
export const RightIcon = icon('RightIcon', <path d="M5 12h14M12 5l7 7-7 7" />);
export const CopyIcon = icon(
  'CopyIcon',
  <>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h10" />
  </>,
);
