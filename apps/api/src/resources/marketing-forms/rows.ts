// The rows of a marketing form and of one of its leads, as the form service and the lead webhooks both read them
// (their own file, so the two services share them without importing each other in a circle).
import type { marketingForms, marketingFormSubmissions } from '../../db/schema/index.js';

export type MarketingFormRow = typeof marketingForms.$inferSelect;
export type LeadRow = typeof marketingFormSubmissions.$inferSelect;
