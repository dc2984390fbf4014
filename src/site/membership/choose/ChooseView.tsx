import { SITE_USER_TEXT } from '../../account/messages.js';
import type { MembershipChoices } from '../../account/load.js';
import { signupPath } from '../../account/paths.js';
import { RegistrationPendingNotice } from '../../account/RegistrationPendingNotice.js';

/** /membership/choose (002 §2): a card per active membership with its title, description and a Join link. */
export function ChooseView({ choices, redirectTo, pk, joinLabel }: { choices: MembershipChoices; redirectTo: string | null; pk: string | null; joinLabel: string }) {
  return (
    <div className="site-user-page">
      <h1 className="site-user-page__title">Choose a membership</h1>
      <RegistrationPendingNotice />
      {choices.available ? (
        <ul className="membership-cards">
          {choices.memberships.map((membership) => (
            <li key={membership.id} className="membership-card">
              <p className={`membership-card__badge membership-card__badge--${membership.isFree ? 'free' : 'paid'}`}>{membership.isFree ? 'Free' : 'Paid'}</p>
              <h2 className="membership-card__title">{membership.title}</h2>
              {membership.description ? <p className="membership-card__description">{membership.description}</p> : null}
              <a className="membership-card__join shell-button" href={signupPath(membership.alias, { redirectTo, pk })} aria-label={`${joinLabel}: ${membership.title}`}>
                {joinLabel}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="site-user-page__empty">{SITE_USER_TEXT.membershipsUnavailable}</p>
      )}
    </div>
  );
}
