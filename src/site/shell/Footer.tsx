import { LinkList, Logo, MenuLink, SocialLinks, loginHref } from './parts.js';
import { NewsletterFlyout, NewsletterFlyoutButton } from './NewsletterFlyout.js';
import { NewsletterSignup } from './NewsletterSignup.js';
import './footer.css';
import type { ShellData } from './types.js';

/**
 * '© {year} {siteName}', then footer.copyrightText ('All rights reserved.'). A text that starts
 * with © is the editor's whole line and replaces the default one (no second ©).
 */
export function copyrightLine(shell: Pick<ShellData, 'year' | 'siteName' | 'copyrightText'>): string {
  const text = shell.copyrightText.trim();
  if (text.startsWith('©')) return text;
  const line = `© ${shell.year} ${shell.siteName}`;
  return text ? `${line}. ${text}` : line;
}

/**
 * The footer (002 §2 "Shell"): logo and about text, newsletter sign-up, social connect, the
 * footer link columns (a footer item with children is a column under its label), affiliated
 * brands and the copyright line '© {year} {siteName}' followed by footer.copyrightText. Beside the
 * copyright, the Newsletters button opens the newsletter flyout (NewsletterFlyout.tsx), rendered
 * after the footer while the site offers newsletters.
 */
export function Footer({ shell }: { shell: ShellData }) {
  const groups = shell.menus.footer.filter((item) => item.children.length > 0);
  const loose = shell.menus.footer.filter((item) => item.children.length === 0);
  const subscribeNewsletters = shell.newsletters.filter((newsletter) => newsletter.showInSubscribeBlock);
  return (
    <>
      <footer className="shell-footer">
        <div className="site-width">
          <div className="shell-footer__grid">
            <div className="shell-footer__brand">
              <Logo siteName={shell.siteName} image={shell.footerLogo} height={shell.logoHeight} className="shell-footer__logo" />
              {shell.aboutText ? <p className="shell-footer__about">{shell.aboutText}</p> : null}
              {shell.socialLinks.length > 0 ? (
                <div className="shell-footer__connect">
                  <h2 className="shell-footer__title">Connect with us</h2>
                  <SocialLinks links={shell.socialLinks} siteName={shell.siteName} />
                </div>
              ) : null}
            </div>
            {shell.newsletterSignup && subscribeNewsletters.length > 0 ? (
              // 002 §5: the subscribe block's newsletters, country, region and consent; the script is
              // src/site/client/newsletterForms.ts (subscribeAnonymousCustomer).
              <NewsletterSignup siteName={shell.siteName} newsletters={subscribeNewsletters} />
            ) : null}
            {groups.length > 0 || loose.length > 0 ? (
              <nav aria-label="Footer" className="shell-footer__menus">
                {groups.map((group, index) => (
                  <div key={`${index}-${group.label}`} className="shell-footer__column">
                    <h2 className="shell-footer__title">
                      <MenuLink link={group} />
                    </h2>
                    <LinkList links={group.children} className="shell-footer__links" />
                  </div>
                ))}
                {loose.length > 0 ? <LinkList links={loose} className="shell-footer__links shell-footer__column" /> : null}
              </nav>
            ) : null}
            {shell.menus.affiliated_brands.length > 0 ? (
              <nav aria-label="Affiliated brands" className="shell-footer__brands">
                <h2 className="shell-footer__title">Our Brands</h2>
                <LinkList links={shell.menus.affiliated_brands} className="shell-footer__links" />
              </nav>
            ) : null}
          </div>
        </div>
        <div className="shell-footer__bottom">
          <div className="site-width shell-footer__bottom-inner">
            <p>{copyrightLine(shell)}</p>
            {/* The newsletter flyout (002 §2): every newsletter the site offers; none while the module is off. */}
            {shell.newsletters.length > 0 ? <NewsletterFlyoutButton className="shell-footer__newsletters-button" /> : null}
          </div>
        </div>
      </footer>
      {/* Beside the footer, not in it: the dialog keeps the page's light colours. */}
      {shell.newsletters.length > 0 ? (
        <NewsletterFlyout siteName={shell.siteName} newsletters={shell.newsletters} joinLabel={shell.registerButtonLabel} loginHref={loginHref(shell)} />
      ) : null}
    </>
  );
}
