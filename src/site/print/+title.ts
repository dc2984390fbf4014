import type { PageContext } from 'vike/types';
import type { Data } from './+data.js';

export default (pageContext: PageContext<Data>) => `${pageContext.data.name} | ${pageContext.data.siteName}`;
