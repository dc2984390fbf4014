import { CtaButton } from '../BlockCta';
import type { BlockRendererProps } from '../types';
import type { CallToActionData } from './load';
import type { CallToActionSettings } from './settings';

/** call_to_action: heading, text and a button (new design: logged-in members only; see BlockCta). */
export default function CallToActionBlock({ block, page }: BlockRendererProps<CallToActionData, CallToActionSettings>) {
  const { heading, body, buttonLabel, buttonLink, alignment, title } = block.settings;
  // One level below the block's own title (h2), or h2 when it has none.
  const Heading = title ? 'h3' : 'h2';
  return (
    <div className={`call-to-action call-to-action--${alignment}`}>
      {heading ? <Heading className="call-to-action__heading">{heading}</Heading> : null}
      {body ? <p className="call-to-action__body">{body}</p> : null}
      {block.data.hasButton ? <CtaButton label={buttonLabel} href={buttonLink} page={page} /> : null}
    </div>
  );
}
