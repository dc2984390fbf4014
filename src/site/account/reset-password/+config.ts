import { privatePageConfig } from '../privateConfig.js';

// A reset link's page: never cached (see privateConfig.ts).
export default privatePageConfig;
