export * from './storage.js';
export { createLocalStorage } from './localStorage.js';
