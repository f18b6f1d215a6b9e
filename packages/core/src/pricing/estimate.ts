// The pricing calculator's arithmetic, its shareable address and its CSV export: pure functions over the
// catalogue, so the page, the tests and anything else that quotes a price agree to the cent.
import type { PriceAddon, PriceCatalogue, PriceOption, PriceProduct, PriceRegion } from './catalogue.js';

/** One line of an estimate as a visitor picks it. */
export type EstimateLineInput = {
  product: string;
  option: string;
  quantity: number;
  region: string;
  addons: readonly string[];
};

/** A line resolved against the catalogue, with its prices. */
export type EstimateLine = {
  input: EstimateLineInput;
  product: PriceProduct;
  option: PriceOption;
  region: PriceRegion;
  addons: PriceAddon[];
  /** Whole cents a month. */
  monthlyCents: number;
  /** Cents an hour (fractional), or null for a product billed only by the month. */
  hourlyCents: number | null;
};

export type Estimate = {
  lines: EstimateLine[];
  /** Whole cents a month, the sum of the lines. */
  monthlyCents: number;
  /** The monthly total spread over the catalogue's hours of a month, in (fractional) cents. */
  hourlyCents: number;
  /** Lines that no longer match the catalogue (a shared link from before a price change), with why. */
  ignored: { input: string; reason: string }[];
};

/** Resolves one line, or says why it cannot be priced. */
export function priceLine(
  catalogue: PriceCatalogue,
  input: EstimateLineInput,
): { line: EstimateLine } | { error: string } {
  const product = catalogue.products.find((p) => p.slug === input.product);
  if (!product) return { error: `No product ${input.product}` };
  const option = product.options.find((o) => o.id === input.option);
  if (!option) return { error: `${product.name} has no option ${input.option}` };
  const region = catalogue.regions.find((r) => r.slug === input.region);
  if (!region) return { error: `No region ${input.region}` };
  if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > product.max_quantity)
    return {
      error: `The quantity of ${product.name} must be a whole number from 1 to ${product.max_quantity}`,
    };
  const addons: PriceAddon[] = [];
  for (const id of new Set(input.addons)) {
    const addon = product.addons.find((a) => a.id === id);
    if (!addon) return { error: `${product.name} has no add-on ${id}` };
    addons.push(addon);
  }
  const share = 1 + addons.reduce((sum, addon) => sum + addon.percent, 0) / 100;
  const monthlyCents = Math.round(option.monthly_cents * input.quantity * region.price_factor * share);
  return {
    line: {
      input: { ...input, addons: addons.map((a) => a.id) },
      product,
      option,
      region,
      addons,
      monthlyCents,
      hourlyCents: product.hourly ? monthlyCents / catalogue.hours_per_month : null,
    },
  };
}

/** Prices every line; lines the catalogue cannot price are listed in `ignored`, never thrown. */
export function estimate(catalogue: PriceCatalogue, inputs: readonly EstimateLineInput[]): Estimate {
  const lines: EstimateLine[] = [];
  const ignored: Estimate['ignored'] = [];
  for (const input of inputs) {
    const result = priceLine(catalogue, input);
    if ('line' in result) lines.push(result.line);
    else ignored.push({ input: encodeLine(input), reason: result.error });
  }
  const monthlyCents = lines.reduce((sum, line) => sum + line.monthlyCents, 0);
  return { lines, monthlyCents, hourlyCents: monthlyCents / catalogue.hours_per_month, ignored };
}

/** The query parameter that holds one line of a shared estimate (repeated, one per line). */
export const ESTIMATE_PARAM = 'item';
/** At most this many lines are read from an address. */
export const MAX_ESTIMATE_LINES = 50;

/** `product.option.quantity.region[.addon…]`: slugs hold no dots, so a dot separates the parts. */
export function encodeLine(line: EstimateLineInput): string {
  return [line.product, line.option, String(line.quantity), line.region, ...line.addons].join('.');
}

/** Reads one encoded line; null when it is not of the shape `encodeLine` writes. */
export function decodeLine(value: string): EstimateLineInput | null {
  const [product, option, quantity, region, ...addons] = value.split('.');
  if (!product || !option || !quantity || !region || !/^\d{1,6}$/.test(quantity)) return null;
  return { product, option, quantity: Number(quantity), region, addons };
}

/** The lines of an address's `item` parameters, in order; unreadable ones are reported as ignored. */
export function linesFromParams(values: readonly string[]): {
  lines: EstimateLineInput[];
  unreadable: string[];
} {
  const lines: EstimateLineInput[] = [];
  const unreadable: string[] = [];
  for (const value of values.slice(0, MAX_ESTIMATE_LINES)) {
    const line = decodeLine(value);
    if (line) lines.push(line);
    else unreadable.push(value);
  }
  return { lines, unreadable };
}

/** The query string (without `?`) that reopens these lines. */
export function estimateQuery(lines: readonly EstimateLineInput[]): string {
  const params = new URLSearchParams();
  for (const line of lines) params.append(ESTIMATE_PARAM, encodeLine(line));
  return params.toString();
}

/** A sum of money in the catalogue's currency: `$1,234.50`. */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

/** An hourly rate with the precision hourly prices need: `$0.00893`, `$1.07143`. */
export function formatHourly(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 5,
  }).format(cents / 100);
}

function csvCell(value: string): string {
  // A cell that a spreadsheet would read as a formula is prefixed, and quotes are doubled.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The CSV's column headings and its totals row's label; `{currency}` is the catalogue's currency. */
export type EstimateCsvHeadings = {
  readonly product: string;
  readonly option: string;
  readonly region: string;
  readonly quantity: string;
  readonly addons: string;
  readonly monthly: string;
  readonly hourly: string;
  readonly total: string;
};

/** The CSV's headings in English (the web app passes its page's language's, keyed the same). */
export const ESTIMATE_CSV_HEADINGS: EstimateCsvHeadings = {
  product: 'Product',
  option: 'Option',
  region: 'Region',
  quantity: 'Quantity',
  addons: 'Add-ons',
  monthly: 'Monthly ({currency})',
  hourly: 'Hourly ({currency})',
  total: 'Total',
};

/** The estimate as CSV (one row a line, then the totals), in the catalogue's currency, headed by `headings`. */
export function estimateCsv(
  catalogue: PriceCatalogue,
  result: Estimate,
  headings: EstimateCsvHeadings = ESTIMATE_CSV_HEADINGS,
): string {
  const money = (cents: number) => (cents / 100).toFixed(2);
  const inCurrency = (heading: string) => heading.split('{currency}').join(catalogue.currency);
  const rows = [
    [
      headings.product,
      headings.option,
      headings.region,
      headings.quantity,
      headings.addons,
      inCurrency(headings.monthly),
      inCurrency(headings.hourly),
    ],
    ...result.lines.map((line) => [
      line.product.name,
      line.option.label,
      line.region.name,
      String(line.input.quantity),
      line.addons.map((a) => a.label).join('; '),
      money(line.monthlyCents),
      line.hourlyCents === null ? '' : (line.hourlyCents / 100).toFixed(5),
    ]),
    [headings.total, '', '', '', '', money(result.monthlyCents), (result.hourlyCents / 100).toFixed(5)],
  ];
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
