import { describe, expect, it } from 'vitest';
import { DEMO_PRICE_CATALOGUE } from './demo-catalogue.js';
import { priceCatalogue, type PriceCatalogue } from './catalogue.js';
import {
  decodeLine,
  encodeLine,
  estimate,
  estimateCsv,
  estimateQuery,
  formatHourly,
  formatMoney,
  linesFromParams,
  type EstimateLineInput,
} from './estimate.js';

const catalogue: PriceCatalogue = priceCatalogue.parse(DEMO_PRICE_CATALOGUE);
const line = (product: string, option: string, quantity: number, region = 'nyc', addons: string[] = []) => ({
  product,
  option,
  quantity,
  region,
  addons,
});

describe('pricing calculator totals ("see the monthly and hourly total")', () => {
  // [what, lines, monthly total in cents, hourly total in cents]
  const cases: [string, EstimateLineInput[], number, number][] = [
    ['nothing picked', [], 0, 0],
    ['one $6 machine', [line('compute', 's-1vcpu-1gb', 1)], 600, 600 / 672],
    ['three $24 machines', [line('compute', 's-2vcpu-4gb', 3)], 7200, 7200 / 672],
    ['backups add 20%', [line('compute', 's-1vcpu-1gb', 2, 'nyc', ['backups'])], 1440, 1440 / 672],
    ['Sydney costs 1.2×', [line('compute', 's-1vcpu-1gb', 1, 'syd')], 720, 720 / 672],
    [
      'Singapore 1.1× with backups, rounded to the cent',
      [line('compute', 's-1vcpu-512mb', 3, 'sgp', ['backups'])],
      1584,
      1584 / 672,
    ],
    [
      'a database with a standby node doubles',
      [line('databases', 'db-s-1vcpu-2gb', 1, 'fra', ['standby'])],
      6000,
      6000 / 672,
    ],
    ['500 GiB of volumes at 10¢', [line('volumes', 'ssd', 500)], 5000, 5000 / 672],
    ['1,234 GiB of transfer at 1¢', [line('bandwidth', 'overage', 1234)], 1234, 1234 / 672],
    [
      'a small production stack',
      [
        line('kubernetes', 's-2vcpu-4gb', 3, 'ams'),
        line('databases', 'db-s-2vcpu-4gb', 1, 'ams', ['standby']),
        line('load-balancers', 'lb-small', 1, 'ams'),
        line('object-storage', 'standard', 1, 'ams'),
      ],
      7200 + 12000 + 1200 + 500,
      (7200 + 12000 + 1200 + 500) / 672,
    ],
  ];
  it.each(cases)('%s', (_what, lines, monthly, hourly) => {
    const result = estimate(catalogue, lines);
    expect(result.ignored).toEqual([]);
    expect(result.monthlyCents).toBe(monthly);
    expect(result.hourlyCents).toBeCloseTo(hourly, 9);
  });

  it('prices an hourly-billed line by the hour, and a storage line by the month only', () => {
    const [machine, storage] = estimate(catalogue, [
      line('compute', 's-1vcpu-1gb', 1),
      line('volumes', 'ssd', 100),
    ]).lines;
    expect(formatHourly(machine!.hourlyCents!, 'USD')).toBe('$0.00893');
    expect(storage!.hourlyCents).toBeNull();
  });

  it('leaves out, with the reason, lines the catalogue no longer offers, and prices the rest', () => {
    const result = estimate(catalogue, [
      line('compute', 's-1vcpu-1gb', 1),
      line('compute', 'retired-size', 1),
      line('nope', 'x', 1),
      line('compute', 's-1vcpu-1gb', 1, 'moon'),
      line('compute', 's-1vcpu-1gb', 101),
      line('volumes', 'ssd', 1, 'nyc', ['backups']),
    ]);
    expect(result.monthlyCents).toBe(600);
    expect(result.ignored.map((i) => i.reason)).toEqual([
      'Virtual Machines has no option retired-size',
      'No product nope',
      'No region moon',
      'The quantity of Virtual Machines must be a whole number from 1 to 100',
      'Block Storage has no add-on backups',
    ]);
  });
});

describe('a shared estimate ("share the estimate by URL")', () => {
  it('round-trips every line through the address, add-ons included', () => {
    const lines = [line('compute', 's-2vcpu-4gb', 3, 'lon', ['backups']), line('volumes', 'ssd', 250, 'lon')];
    const query = estimateQuery(lines);
    expect(query).toBe('item=compute.s-2vcpu-4gb.3.lon.backups&item=volumes.ssd.250.lon');
    expect(linesFromParams(new URLSearchParams(query).getAll('item'))).toEqual({ lines, unreadable: [] });
  });

  it('reports unreadable parts instead of failing', () => {
    expect(decodeLine('compute.s-1vcpu-1gb.two.nyc')).toBeNull();
    expect(decodeLine('compute')).toBeNull();
    expect(linesFromParams(['compute.s-1vcpu-1gb.1.nyc', '<script>']).unreadable).toEqual(['<script>']);
    expect(encodeLine(line('compute', 's-1vcpu-1gb', 1))).toBe('compute.s-1vcpu-1gb.1.nyc');
  });

  it('reads at most 50 lines from an address', () => {
    const many = Array.from({ length: 80 }, () => 'compute.s-1vcpu-1gb.1.nyc');
    expect(linesFromParams(many).lines).toHaveLength(50);
  });
});

describe('export', () => {
  it('writes one CSV row a line and a total row, with formula-looking cells neutralised', () => {
    const edited = priceCatalogue.parse({
      ...DEMO_PRICE_CATALOGUE,
      regions: [{ slug: 'nyc', name: '=HYPERLINK("x")' }],
    });
    const csv = estimateCsv(
      edited,
      estimate(edited, [line('compute', 's-1vcpu-1gb', 2, 'nyc', ['backups'])]),
    );
    expect(csv.split('\r\n')).toEqual([
      'Product,Option,Region,Quantity,Add-ons,Monthly (USD),Hourly (USD)',
      `Virtual Machines,Basic 1 GiB,"'=HYPERLINK(""x"")",2,Weekly backups,14.40,0.02143`,
      'Total,,,,,14.40,0.02143',
      '',
    ]);
  });

  it('formats money in the catalogue currency', () => {
    expect(formatMoney(123450, 'USD')).toBe('$1,234.50');
    expect(formatMoney(500, 'EUR')).toBe('€5.00');
  });
});

describe('the catalogue is data an editor changes ("the price catalogue is data")', () => {
  it('accepts the demo catalogue', () => {
    expect(priceCatalogue.safeParse(DEMO_PRICE_CATALOGUE).success).toBe(true);
  });

  it('names the field of a bad price', () => {
    const bad = priceCatalogue.safeParse({
      ...DEMO_PRICE_CATALOGUE,
      products: [
        { ...DEMO_PRICE_CATALOGUE.products[0]!, options: [{ id: 'a', label: 'A', monthly_cents: 1.5 }] },
      ],
    });
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'products.0.options.0.monthly_cents',
    ]);
  });

  it('names a duplicate product slug', () => {
    const bad = priceCatalogue.safeParse({
      ...DEMO_PRICE_CATALOGUE,
      products: [DEMO_PRICE_CATALOGUE.products[0]!, DEMO_PRICE_CATALOGUE.products[0]!],
    });
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['products.1.slug']);
  });
});
