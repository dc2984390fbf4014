import { describe, expect, it } from 'vitest';
import { checkContactsSettings, contactsSettingsWithDefaults } from './contacts';
import { checkCtaMessage, ctaMessageWithDefaults } from './cta';
import { checkMeigSettings, meigSettingsWithDefaults } from './meig';
import { checkPodcastsSettings } from './podcasts';

const errors = (result: { ok: boolean; fieldErrors?: Record<string, string> }) => (result.ok ? {} : result.fieldErrors);

describe('header call-to-action', () => {
  it('needs text, button label and link only while enabled', () => {
    expect(checkCtaMessage({ enabled: false }).ok).toBe(true);
    expect(errors(checkCtaMessage({ enabled: true }))).toEqual({
      text: 'Field is required',
      buttonLabel: 'Field is required',
      link: 'Field is required',
    });
    expect(checkCtaMessage({ enabled: true, text: 'Join us', buttonLabel: 'Register', link: '/events' }).ok).toBe(true);
    expect(errors(checkCtaMessage({ enabled: true, text: 'Join', buttonLabel: 'Go', link: 'events' }))).toEqual({
      link: 'Enter a path starting with / or a full address starting with https://',
    });
  });
  it('reads defaults', () => expect(ctaMessageWithDefaults(null)).toMatchObject({ enabled: false, textColor: '#ffffff' }));
});

describe('contacts settings', () => {
  it('needs a title per group and at most 100 distinct contacts', () => {
    expect(checkContactsSettings({ groups: [{ title: 'Editors', contacts: [10000001, 10000002] }] }).ok).toBe(true);
    const many = Array.from({ length: 101 }, (_, i) => 10000000 + i);
    expect(errors(checkContactsSettings({ groups: [{ title: ' ', contacts: many }] }))).toEqual({
      'groups.0.title': 'Field is required',
      'groups.0.contacts': 'A group can hold at most 100 contacts.',
    });
    expect(errors(checkContactsSettings({ groups: [{ title: 'A', contacts: [1, 1] }] }))).toEqual({
      'groups.0.contacts': 'Each contact may appear only once in a group.',
    });
  });
  it('completes stored groups', () =>
    expect(contactsSettingsWithDefaults({ groups: [{ title: 'A' }] })).toEqual({ groups: [{ title: 'A', contacts: [] }] }));
});

describe('podcasts settings', () => {
  it('requires url and title per podcast and checks service links', () => {
    expect(
      errors(checkPodcastsSettings({ podcasts: [{ url: '', title: '', links: [{ service: 'spotify', url: 'nope' }, { service: 'myspace', url: 'https://x.example' }] }] })),
    ).toEqual({
      'podcasts.0.url': 'Field is required',
      'podcasts.0.title': 'Field is required',
      'podcasts.0.links.0.url': 'Enter a full address starting with http:// or https://',
      'podcasts.0.links.1.service': 'Field is required',
    });
    expect(
      checkPodcastsSettings({
        podcasts: [{ url: 'https://edr.example/podcast', title: 'EDR Talks', image: null, description: '', links: [{ service: 'apple', url: 'https://podcasts.apple.com/x' }] }],
      }).ok,
    ).toBe(true);
  });
});

describe('MEIG settings', () => {
  it('has usable defaults and checks the path, page size and lead e-mails', () => {
    expect(checkMeigSettings(meigSettingsWithDefaults(null)).ok).toBe(true);
    expect(errors(checkMeigSettings({ path: 'guide', pageSize: 500, leadFormEnabled: true }))).toEqual({
      path: 'Enter a path such as /industry-guide (lower-case letters, digits and hyphens).',
      pageSize: 'Companies per page must be between 6 and 96.',
      leadNotificationEmails: 'Field is required',
    });
  });
});
