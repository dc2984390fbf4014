import type { BlockRendererProps } from '../types';
import type { CountdownData } from './load';
import type { CountdownSettings } from './settings';
import { COUNTDOWN_UNITS, remainingUntil, unitName } from './time';

/**
 * countdown: the time left as days, hours and minutes, worked out when the page is drawn, inside a
 * `<time>` naming the instant. Pages are cached, so those numbers may be old: the page script
 * (src/site/client/countdown.ts) sets them at once, shows the seconds (hidden here: without a
 * script they would only be wrong), ticks every second while the tab is visible, and switches to
 * the ended text — or hides the block — when the time comes.
 */
export default function CountdownBlock({ block }: BlockRendererProps<CountdownData, CountdownSettings>) {
  const { settings, data } = block;
  const remaining = remainingUntil(Date.parse(data.target), Date.now());
  const ended = data.ended || remaining.done;
  return (
    <div className="countdown" data-countdown={data.target} data-countdown-ended={ended ? '' : undefined}>
      <div className="countdown__running" data-countdown-running hidden={ended}>
        {settings.label ? <p className="countdown__label">{settings.label}</p> : null}
        <time className="countdown__time" dateTime={data.target}>
          {COUNTDOWN_UNITS.map((unit) => (
            <span key={unit} className="countdown__part" data-countdown-part={unit} hidden={unit === 'seconds'}>
              <span className="countdown__value">{remaining[unit]}</span> <span className="countdown__unit">{unitName(unit, remaining[unit])}</span>
            </span>
          ))}
        </time>
      </div>
      {settings.endedText ? (
        <p className="countdown__ended" data-countdown-ended-text hidden={!ended}>
          {settings.endedText}
        </p>
      ) : null}
      {settings.linkUrl ? (
        <p className="countdown__action">
          <a className="block-button" href={settings.linkUrl}>
            {settings.linkLabel || 'Find out more'}
          </a>
        </p>
      ) : null}
    </div>
  );
}
