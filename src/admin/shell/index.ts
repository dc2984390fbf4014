// The admin shell (spec 000 §2.4, 001 §2): what screens import.
export { AdminPage, type AdminPageProps } from './AdminPage.js';
export { PublicAdminPage } from './PublicAdminPage.js';
export { LoadingSpinner, NO_PERMISSION_MESSAGE } from './AdminFrame.js';
export {
  useAdminSession,
  useCmsSession,
  useOptionalAdminSession,
  type AdminSession,
  type AdminUser,
  type AdminModules,
  type AdminTenant,
} from './session.js';
export { showToast, type ToastKind, type ToastOptions } from './toast.js';
export { sanitizeHtml } from './sanitize.js';
export { ADMIN_MENU, filterMenu, menuDestinations, type MenuItem, type MenuContext } from './menu.js';
export { shellFlags, CACHE_BYPASS_COOKIE, DEV_TOOLS_COOKIE, type ShellFlags } from './flags.js';
