import { privatePageConfig } from '../privateConfig.js';

// One reader's account: never cached (see privateConfig.ts).
export default privatePageConfig;
