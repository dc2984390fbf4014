import type { ReactNode } from 'react';
import { SITE_USER_TEXT } from './messages.js';

/**
 * 'Please complete your registration' (002 §8 "Registration in progress on join page"), shown by
 * the client script while this browser has sent the e-mail step and not yet completed it (the
 * site_user_signup marker, src/site/client/registrationMarkers.ts). Hidden in the shared HTML.
 */
export function RegistrationPendingNotice({ children }: { children?: ReactNode }) {
  return (
    <div className="dragonform site-user-notice" data-registration-pending-notice="" hidden>
      <div className="df-alert df-alert--warning" role="status">
        <p className="site-user-notice__title">{SITE_USER_TEXT.registrationInProgress}</p>
        <p>{SITE_USER_TEXT.registrationPending}</p>
        {children}
      </div>
    </div>
  );
}
