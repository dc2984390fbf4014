import type { ContentSeed } from '../../types.js';
import { standardPages } from '../pages.js';
import { FOT_EDITORIAL } from './editorial.js';
import { FOT_RESOURCES } from './resources.js';

/** All content of Fleet Operations Today. */
export const FOT_CONTENT: ContentSeed[] = [
  ...FOT_EDITORIAL,
  ...FOT_RESOURCES,
  ...standardPages({
    name: 'Fleet Operations Today',
    audience: 'fleet managers, logistics executives and transportation professionals',
    email: 'editors@fot-demo.example',
    phone: '+1 312 555 0100',
    address: '200 West Madison Street, Chicago, IL 60606, USA',
  }),
];
