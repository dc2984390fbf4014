import { MEMBERSHIP_COMMON_FIELD_LABELS } from '../../../shared/memberships.js';
import type { AccountPage } from '../load.js';
import { CountryRegionFields, FormMessage, NewPasswordFields, SubmitButton, TextField } from '../fields.js';
import { SITE_USER_TEXT } from '../messages.js';
import { ACCOUNT_ANCHORS, signupPath } from '../paths.js';
import type { ShellNewsletter } from '../../shell/types.js';
import { NewslettersSection } from './NewslettersSection.js';

const PROFILE_FIELDS = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'title', autoComplete: 'organization-title' },
  { name: 'company', autoComplete: 'organization' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'postalCode', autoComplete: 'postal-code' },
] as const;

/**
 * /account (002 §2): one section per anchor of the account menu. Manage Newsletters only where
 * newsletters are enabled, Change Email not for accounts that have paid, Other Memberships only
 * when some are missing. Scripts: profileForm.ts, passwordForms.ts, emailForms.ts, favorites.ts,
 * newsletterForms.ts (#manage-newsletters).
 */
export function AccountView({
  account,
  newslettersEnabled,
  newsletters = [],
  joinLabel,
}: {
  account: AccountPage;
  newslettersEnabled: boolean;
  /** The site's newsletters (the shell's list): #manage-newsletters offers every one. */
  newsletters?: readonly ShellNewsletter[];
  joinLabel: string;
}) {
  const { user, memberships, missingMemberships, favorites } = account;
  const sections = [
    { anchor: ACCOUNT_ANCHORS.profile, label: 'My Profile' },
    { anchor: ACCOUNT_ANCHORS.favorites, label: 'Manage Favorites' },
    ...(newslettersEnabled ? [{ anchor: ACCOUNT_ANCHORS.newsletters, label: 'Manage Newsletters' }] : []),
    { anchor: ACCOUNT_ANCHORS.password, label: 'Change Password' },
    ...(user.hasPaid ? [] : [{ anchor: ACCOUNT_ANCHORS.email, label: 'Change Email' }]),
    ...(missingMemberships.length > 0 ? [{ anchor: ACCOUNT_ANCHORS.memberships, label: 'Other Memberships' }] : []),
  ];
  return (
    <div className="site-user-page account-page">
      <h1 className="site-user-page__title">My Account</h1>
      <p className="site-user-page__intro">
        Logged in as <strong>{user.username}</strong>.{' '}
        {memberships.length > 0 ? `Your membership${memberships.length > 1 ? 's' : ''}: ${memberships.map((m) => m.title).join(', ')}.` : 'You hold no membership yet.'}
      </p>
      <nav className="account-nav" aria-label="Account">
        <ul>
          {sections.map((section) => (
            <li key={section.anchor}>
              <a href={`#${section.anchor}`}>{section.label}</a>
            </li>
          ))}
        </ul>
      </nav>

      <section id={ACCOUNT_ANCHORS.profile} className="account-section" aria-labelledby="account-profile-title">
        <h2 id="account-profile-title">My Profile</h2>
        <form className="dragonform site-user-form" data-site-user-form="profile" method="post">
          <FormMessage />
          <div className="df-row">
            {PROFILE_FIELDS.map((field) => (
              <TextField key={field.name} id={`profile-${field.name}`} name={field.name} label={MEMBERSHIP_COMMON_FIELD_LABELS[field.name]} autoComplete={field.autoComplete} defaultValue={user[field.name]} />
            ))}
          </div>
          <CountryRegionFields idPrefix="profile" countryCode={user.countryCode} region={user.region} required={false} regionRequired />
          <p className="df-help">Only the fields you fill in are saved; a field left empty keeps what we have.</p>
          <SubmitButton>Save profile</SubmitButton>
        </form>
      </section>

      <section id={ACCOUNT_ANCHORS.favorites} className="account-section" aria-labelledby="account-favorites-title">
        <h2 id="account-favorites-title">Manage Favorites</h2>
        <ul className="account-favorites" hidden={favorites.length === 0}>
          {favorites.map((favorite) => (
            <li key={favorite.id} className="account-favorite">
              <div className="account-favorite__text">
                {favorite.name && favorite.path ? (
                  <a className="account-favorite__name" href={favorite.path}>
                    {favorite.name}
                  </a>
                ) : (
                  <span className="account-favorite__name account-favorite__name--gone">{SITE_USER_TEXT.favoriteGone}</span>
                )}
                <span className="account-favorite__meta">{[favorite.section, favorite.publishedDate].filter(Boolean).join(' · ')}</span>
              </div>
              <button type="button" className="account-favorite__remove" data-favorite-remove="" data-content-id={favorite.id} aria-label={`Remove ${favorite.name ?? 'this item'} from favorites`}>
                Remove
              </button>
              <span className="favorite-toggle__status" role="status" data-favorite-status="" />
            </li>
          ))}
        </ul>
        <p className="account-section__empty" data-favorites-empty="" hidden={favorites.length > 0}>
          You have no favorites yet. Use the Add to Favorites button on an article to keep it here.
        </p>
      </section>

      {newslettersEnabled ? <NewslettersSection newsletters={newsletters} subscribed={user.newsletters} /> : null}

      <section id={ACCOUNT_ANCHORS.password} className="account-section" aria-labelledby="account-password-title">
        <h2 id="account-password-title">Change Password</h2>
        <form className="dragonform site-user-form" data-site-user-form="password" method="post">
          <FormMessage />
          <input type="text" name="username" value={user.username} autoComplete="username" readOnly hidden />
          <TextField id="password-current" name="password" label="Current password" type="password" required autoComplete="current-password" />
          <NewPasswordFields idPrefix="password" name="newPassword" label="New password" />
          <SubmitButton>Change password</SubmitButton>
        </form>
      </section>

      {user.hasPaid ? null : (
        <section id={ACCOUNT_ANCHORS.email} className="account-section" aria-labelledby="account-email-title">
          <h2 id="account-email-title">Change Email</h2>
          <p className="account-section__intro">
            You log in with <strong>{user.username}</strong>. We will send a link to the new address; the change is made when you follow it.
          </p>
          <form className="dragonform site-user-form" data-site-user-form="change-email" method="post">
            <FormMessage />
            <TextField id="email-new" name="newUsername" label="New email address" type="email" required autoComplete="email" maxLength={254} />
            <TextField id="email-password" name="password" label="Current password" type="password" required autoComplete="current-password" />
            <SubmitButton>Change email</SubmitButton>
          </form>
        </section>
      )}

      {missingMemberships.length > 0 ? (
        <section id={ACCOUNT_ANCHORS.memberships} className="account-section" aria-labelledby="account-memberships-title">
          <h2 id="account-memberships-title">Other Memberships</h2>
          <ul className="membership-cards membership-cards--compact">
            {missingMemberships.map((membership) => (
              <li key={membership.id} className="membership-card">
                <p className={`membership-card__badge membership-card__badge--${membership.isFree ? 'free' : 'paid'}`}>{membership.isFree ? 'Free' : 'Paid'}</p>
                <h3 className="membership-card__title">{membership.title}</h3>
                {membership.isFree ? (
                  // A free membership is taken at once (joinSiteUserMembership; membershipForms.ts).
                  <form className="membership-card__join-form site-user-form" data-site-user-form="join-membership" data-membership-id={membership.id} method="post">
                    <FormMessage />
                    <button type="submit" className="membership-card__join shell-button" aria-label={`${joinLabel}: ${membership.title}`}>
                      {joinLabel}
                    </button>
                  </form>
                ) : (
                  <a className="membership-card__join shell-button" href={signupPath(membership.alias)} aria-label={`${joinLabel}: ${membership.title}`}>
                    {joinLabel}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
