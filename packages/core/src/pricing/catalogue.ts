// The price catalogue behind /products, /pricing and /pricing/calculator (issue: "the price catalogue is
// data, not code"). It is stored as the global content block `price_catalogue`, so an editor with
// MANAGE_GLOBAL_CONTENT changes prices without a deploy; the API checks a saved block against this schema.
// Money is kept in whole cents per month; an hourly price is derived from it (see estimate.ts).
import { z } from '../schemas/zod.js';

/** The global content key the catalogue is stored under. */
export const PRICE_CATALOGUE_KEY = 'price_catalogue';

const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single dashes');
const cents = z.number().int('Prices are whole cents').min(0).max(100_000_000);
const label = z.string().trim().min(1).max(120);

/** A size or plan of a product: one unit of it costs `monthly_cents` a month. */
export const priceOption = z.object({
  id: slug,
  label,
  /** What the option gives, as short facts ("2 vCPUs", "4 GiB memory"). */
  specs: z.array(z.string().trim().min(1).max(80)).max(8).default([]),
  monthly_cents: cents,
});

/** An extra charged as a share of the line's price (backups: 20% of the machine). */
export const priceAddon = z.object({
  id: slug,
  label,
  percent: z.number().min(0).max(500),
});

export const priceProduct = z
  .object({
    slug,
    name: label,
    /** One sentence for lists and the product page's lead. */
    summary: z.string().trim().min(1).max(300),
    /** Paragraphs for the product page. */
    description: z.array(z.string().trim().min(1).max(1200)).max(10).default([]),
    features: z.array(z.string().trim().min(1).max(160)).max(12).default([]),
    /** What one unit is called, singular and plural ("machine" / "machines", "GiB" / "GiB"). */
    unit: z.object({ one: z.string().trim().min(1).max(40), other: z.string().trim().min(1).max(40) }),
    /** How many units a line may hold. */
    max_quantity: z.number().int().min(1).max(100_000).default(100),
    /** Whether the product is billed by the hour (virtual machines) or only by the month (storage). */
    hourly: z.boolean().default(true),
    options: z.array(priceOption).min(1).max(60),
    addons: z.array(priceAddon).max(5).default([]),
  })
  .superRefine((product, ctx) => {
    const seen = new Set<string>();
    product.options.forEach((option, index) => {
      if (seen.has(option.id))
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, 'id'],
          message: `Duplicate option ${option.id}`,
        });
      seen.add(option.id);
    });
  });

export const priceRegion = z.object({
  slug,
  name: label,
  /** Prices in this region are the catalogue's times this factor (1 = list price). */
  price_factor: z.number().min(0.1).max(10).default(1),
});

export const priceCatalogue = z
  .object({
    currency: z.string().regex(/^[A-Z]{3}$/, 'An ISO 4217 code such as USD'),
    /** Hours that make a month: an hourly-billed line never costs more than its monthly price. */
    hours_per_month: z.number().int().min(1).max(744),
    regions: z.array(priceRegion).min(1).max(40),
    products: z.array(priceProduct).min(1).max(40),
  })
  .superRefine((catalogue, ctx) => {
    const products = new Set<string>();
    catalogue.products.forEach((product, index) => {
      if (products.has(product.slug))
        ctx.addIssue({
          code: 'custom',
          path: ['products', index, 'slug'],
          message: `Duplicate product ${product.slug}`,
        });
      products.add(product.slug);
    });
    const regions = new Set<string>();
    catalogue.regions.forEach((region, index) => {
      if (regions.has(region.slug))
        ctx.addIssue({
          code: 'custom',
          path: ['regions', index, 'slug'],
          message: `Duplicate region ${region.slug}`,
        });
      regions.add(region.slug);
    });
  });

export type PriceCatalogue = z.infer<typeof priceCatalogue>;
export type PriceProduct = z.infer<typeof priceProduct>;
export type PriceOption = z.infer<typeof priceOption>;
export type PriceRegion = z.infer<typeof priceRegion>;
export type PriceAddon = z.infer<typeof priceAddon>;

/** The catalogue's product with this slug, if any. */
export function findProduct(catalogue: PriceCatalogue, slug: string): PriceProduct | undefined {
  return catalogue.products.find((product) => product.slug === slug);
}
