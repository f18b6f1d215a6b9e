export * from './referrals.js';
