import { privatePageConfig } from '../privateConfig.js';

// An e-mail change link's page: never cached (see privateConfig.ts).
export default privatePageConfig;
