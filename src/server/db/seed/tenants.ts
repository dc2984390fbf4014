import { EDR_CONTENT } from './content/edr/index.js';
import { FOT_CONTENT } from './content/fot/index.js';
import { EDR_COMMERCE, EDR_PERSONS, EDR_SECTIONS, EDR_TERMS } from './data/edr.js';
import { FOT_COMMERCE, FOT_PERSONS, FOT_SECTIONS, FOT_TERMS } from './data/fot.js';
import { QA_CONTENT, QA_PERSONS, QA_SECTIONS, QA_TERMS } from './data/qa.js';
import type { TenantSeed } from './types.js';

/** The default tenant: a fictional electronic design brand (spec 000 §3.2). */
export const EDR_TENANT: TenantSeed = {
  key: 'edr',
  name: 'Electronic Design Review',
  abbreviation: 'EDR',
  domains: ['localhost', '127.0.0.1', '::1', 'edr.localhost'],
  prodEndpoint: 'https://www.edr-demo.example/graphql',
  isDefault: true,
  isTest: false,
  emailDomain: 'edr-demo.example',
  imageCredit: 'Illustration: EDR staff',
  sections: EDR_SECTIONS,
  terms: EDR_TERMS,
  persons: EDR_PERSONS,
  images: [
    'circuit-board.jpg',
    'chip-package.jpg',
    'oscilloscope-waveforms.jpg',
    'battery-cells.jpg',
    'risc-v-die.jpg',
    'ev-powertrain.jpg',
    'rf-antenna.jpg',
    'mesh-network.jpg',
    'conference-stage.jpg',
    'webinar-screen.jpg',
  ],
  logo: 'edr-logo.png',
  imagesBySection: {
    power: ['battery-cells.jpg', 'circuit-board.jpg', 'chip-package.jpg'],
    embedded: ['risc-v-die.jpg', 'mesh-network.jpg', 'circuit-board.jpg', 'chip-package.jpg'],
    'test-measurement': ['oscilloscope-waveforms.jpg', 'circuit-board.jpg'],
    automotive: ['ev-powertrain.jpg', 'battery-cells.jpg'],
    'rf-wireless': ['rf-antenna.jpg', 'mesh-network.jpg'],
    news: ['chip-package.jpg', 'mesh-network.jpg', 'circuit-board.jpg'],
    products: ['chip-package.jpg', 'oscilloscope-waveforms.jpg', 'risc-v-die.jpg', 'mesh-network.jpg', 'rf-antenna.jpg'],
    resources: ['webinar-screen.jpg', 'mesh-network.jpg', 'circuit-board.jpg', 'battery-cells.jpg'],
    companies: ['circuit-board.jpg', 'mesh-network.jpg'],
    '*': ['circuit-board.jpg', 'mesh-network.jpg'],
  },
  content: EDR_CONTENT,
  commerce: EDR_COMMERCE,
};

/** A second brand: fictional fleet and logistics trade publication, browsable at fot.localhost. */
export const FOT_TENANT: TenantSeed = {
  key: 'fot',
  name: 'Fleet Operations Today',
  abbreviation: 'FOT',
  domains: ['fot.localhost'],
  prodEndpoint: 'https://www.fot-demo.example/graphql',
  isDefault: false,
  isTest: false,
  emailDomain: 'fot-demo.example',
  imageCredit: 'Illustration: FOT staff',
  sections: FOT_SECTIONS,
  terms: FOT_TERMS,
  persons: FOT_PERSONS,
  images: [
    'truck-highway.jpg',
    'warehouse-racks.jpg',
    'city-delivery.jpg',
    'fleet-route-map.jpg',
    'ev-charging-depot.jpg',
    'conference-stage.jpg',
    'webinar-screen.jpg',
    'mesh-network.jpg',
  ],
  logo: 'fot-logo.png',
  imagesBySection: {
    'fleet-management': ['fleet-route-map.jpg', 'truck-highway.jpg', 'mesh-network.jpg'],
    equipment: ['truck-highway.jpg', 'city-delivery.jpg'],
    electrification: ['ev-charging-depot.jpg', 'city-delivery.jpg'],
    logistics: ['warehouse-racks.jpg', 'city-delivery.jpg'],
    resources: ['fleet-route-map.jpg', 'truck-highway.jpg'],
    '*': ['truck-highway.jpg', 'fleet-route-map.jpg'],
  },
  content: FOT_CONTENT,
  commerce: FOT_COMMERCE,
};

/** A small test tenant (is_test) with a few rows only. */
export const QA_TENANT: TenantSeed = {
  key: 'qa',
  name: 'QA Sandbox',
  abbreviation: 'QA',
  domains: ['qa.localhost'],
  prodEndpoint: null,
  isDefault: false,
  isTest: true,
  emailDomain: 'qa-demo.example',
  imageCredit: 'Illustration: QA',
  sections: QA_SECTIONS,
  terms: QA_TERMS,
  persons: QA_PERSONS,
  images: ['mesh-network.jpg'],
  logo: null,
  imagesBySection: { '*': ['mesh-network.jpg'] },
  content: QA_CONTENT,
  commerce: null,
};

export const DEMO_TENANTS: readonly TenantSeed[] = [EDR_TENANT, FOT_TENANT, QA_TENANT];
