import { privatePageConfig } from '../account/privateConfig.js';

// One contributor's link (its token is in the address): never cached (see privateConfig.ts).
export default privatePageConfig;
