import { privatePageConfig } from '../privateConfig.js';

// The link's page shows the reader's address: never cached (see privateConfig.ts).
export default privatePageConfig;
