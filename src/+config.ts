import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

// Global page config. Public pages and admin pages get their own layouts (src/site, src/admin).
export default {
  extends: [vikeReact],
  lang: 'en',
  passToClient: ['appVersion', 'ssoUrl'],
} satisfies Config;
