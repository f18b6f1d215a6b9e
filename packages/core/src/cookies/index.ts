export * from './landing-cookies.js';
export * from './whale-ambience.js';
