import type { BlockPage } from './types';

/**
 * A call-to-action button (the call_to_action block and the common `cta` setting of every block).
 * 002 §5: "Block call-to-action buttons show in the new design only to logged-in users." Pages are
 * cached and shared by every visitor, so the rule is applied in the browser: in the new design the
 * button carries `data-requires-site-user`, which blocks.css hides unless the site's client script
 * has marked a logged-in member with `html.site-user`. The classic design shows it to everyone.
 */
export function CtaButton({ label, href, page }: { label: string; href: string; page: Pick<BlockPage, 'useNewDesign'> }) {
  return (
    <a className="block-button cta-button" href={href} {...(page.useNewDesign ? { 'data-requires-site-user': '' } : {})}>
      {label}
    </a>
  );
}

export interface CtaSettings {
  text: string;
  buttonLabel: string;
  buttonLink: string;
}

/** The common `cta` setting (002 §3 "cta (text, buttonLabel, buttonLink)") under a block's content. */
export function BlockCta({ cta, page }: { cta: CtaSettings; page: Pick<BlockPage, 'useNewDesign'> }) {
  const hasButton = cta.buttonLabel !== '' && cta.buttonLink !== '';
  if (cta.text === '' && !hasButton) return null;
  return (
    <div className="block-cta">
      {cta.text ? <p className="block-cta__text">{cta.text}</p> : null}
      {hasButton ? <CtaButton label={cta.buttonLabel} href={cta.buttonLink} page={page} /> : null}
    </div>
  );
}
