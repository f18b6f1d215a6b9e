// spec: community-app §4, §9 and content-and-presentation §9.

/** The signup credit applies for this many days. */
export const SIGNUP_CREDIT_DAYS = 60;
/** Spending this much after the credit expires earns the referrer a credit. */
export const REFERRAL_SPEND_USD = 25;
/** Credit the referrer earns. */
export const REFERRAL_CREDIT_USD = 25;
/** Promotional signup credit. */
export const PROMO_CREDIT_USD = 200;
/** Promotional amount of the managed-hosting offer. */
export const MANAGED_HOSTING_PROMO_USD = 100;
