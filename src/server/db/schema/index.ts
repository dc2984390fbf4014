export * from './tenants.js';
export * from './sections.js';
export * from './assets.js';
export * from './persons.js';
export * from './taxonomy.js';
export * from './content.js';
export * from './commerce.js';
export * from './cmsUsers.js';
