import { icon } from '../forms/icons.js';

// The arrows of the issue list and the day strip (the form kit has no arrows yet).
export const ArrowUpIcon = icon('ArrowUpIcon', <path d="M12 19V5M5 12l7-7 7 7" />);
export const ArrowDownIcon = icon('ArrowDownIcon', <path d="M12 5v14M19 12l-7 7-7-7" />);
export const ChevronLeftIcon = icon('ChevronLeftIcon', <path d="M15 18l-6-6 6-6" />);
export const ChevronRightIcon = icon('ChevronRightIcon', <path d="M9 18l6-6-6-6" />);
