export * from './users.js';
export * from './settings.js';
export * from './content.js';
export * from './catalog.js';
export * from './lots.js';
export * from './orders.js';
export * from './bidding.js';
export * from './access.js';
