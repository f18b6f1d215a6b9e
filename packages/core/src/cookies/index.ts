export * from './landing-cookies.js';
