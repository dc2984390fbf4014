import { privatePageConfig } from '../account/privateConfig.js';

// One company's link (its secret is in the address): never cached (see privateConfig.ts).
export default privatePageConfig;
