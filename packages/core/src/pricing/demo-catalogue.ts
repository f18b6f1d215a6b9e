// The demo brand's price list: what `npm start` seeds as the `price_catalogue` global content. An
// operator edits the stored block (admin → global contents); this file only fills a new database.
import type { z } from 'zod';
import type { priceCatalogue } from './catalogue.js';

const machineSizes = [
  {
    id: 's-1vcpu-512mb',
    label: 'Basic 512 MiB',
    specs: ['1 vCPU', '512 MiB memory', '10 GiB SSD', '500 GiB transfer'],
    monthly_cents: 400,
  },
  {
    id: 's-1vcpu-1gb',
    label: 'Basic 1 GiB',
    specs: ['1 vCPU', '1 GiB memory', '25 GiB SSD', '1 TiB transfer'],
    monthly_cents: 600,
  },
  {
    id: 's-1vcpu-2gb',
    label: 'Basic 2 GiB',
    specs: ['1 vCPU', '2 GiB memory', '50 GiB SSD', '2 TiB transfer'],
    monthly_cents: 1200,
  },
  {
    id: 's-2vcpu-2gb',
    label: 'Basic 2 vCPU',
    specs: ['2 vCPUs', '2 GiB memory', '60 GiB SSD', '3 TiB transfer'],
    monthly_cents: 1800,
  },
  {
    id: 's-2vcpu-4gb',
    label: 'Basic 4 GiB',
    specs: ['2 vCPUs', '4 GiB memory', '80 GiB SSD', '4 TiB transfer'],
    monthly_cents: 2400,
  },
  {
    id: 's-4vcpu-8gb',
    label: 'Basic 8 GiB',
    specs: ['4 vCPUs', '8 GiB memory', '160 GiB SSD', '5 TiB transfer'],
    monthly_cents: 4800,
  },
  {
    id: 'g-2vcpu-8gb',
    label: 'General Purpose 8 GiB',
    specs: ['2 dedicated vCPUs', '8 GiB memory', '25 GiB SSD'],
    monthly_cents: 6300,
  },
  {
    id: 'c-4vcpu-8gb',
    label: 'CPU-Optimized 8 GiB',
    specs: ['4 dedicated vCPUs', '8 GiB memory', '50 GiB SSD'],
    monthly_cents: 8400,
  },
];

export const DEMO_PRICE_CATALOGUE: z.input<typeof priceCatalogue> = {
  currency: 'USD',
  hours_per_month: 672,
  regions: [
    { slug: 'nyc', name: 'New York' },
    { slug: 'sfo', name: 'San Francisco' },
    { slug: 'tor', name: 'Toronto' },
    { slug: 'ams', name: 'Amsterdam' },
    { slug: 'lon', name: 'London' },
    { slug: 'fra', name: 'Frankfurt' },
    { slug: 'blr', name: 'Bangalore' },
    { slug: 'sgp', name: 'Singapore', price_factor: 1.1 },
    { slug: 'syd', name: 'Sydney', price_factor: 1.2 },
  ],
  products: [
    {
      slug: 'compute',
      name: 'Virtual Machines',
      summary: 'Linux virtual machines with SSD storage, ready in under a minute and billed by the hour.',
      description: [
        'Pick a size, an image and a region, and your machine boots in seconds with a public IPv4 and IPv6 address.',
        'Resize when your load grows, take snapshots before risky changes, and turn on weekly backups with one switch.',
      ],
      features: [
        'Per-second boot, hourly billing',
        'Free inbound transfer',
        'Snapshots and weekly backups',
        'Cloud firewalls at no cost',
      ],
      unit: { one: 'machine', other: 'machines' },
      options: machineSizes,
      addons: [{ id: 'backups', label: 'Weekly backups', percent: 20 }],
    },
    {
      slug: 'kubernetes',
      name: 'Kubernetes',
      summary: 'Managed Kubernetes clusters with a free control plane: you pay for the worker nodes.',
      description: [
        'Create a conformant cluster in minutes, scale node pools up and down, and upgrade with surge nodes so workloads keep running.',
      ],
      features: [
        'Free control plane',
        'Autoscaling node pools',
        'Automatic patch upgrades',
        'Integrated load balancers and volumes',
      ],
      unit: { one: 'node', other: 'nodes' },
      max_quantity: 500,
      options: machineSizes.filter((size) => size.monthly_cents >= 1200),
      addons: [{ id: 'ha-control-plane', label: 'Highly available control plane', percent: 0 }],
    },
    {
      slug: 'databases',
      name: 'Managed Databases',
      summary: 'PostgreSQL, MySQL and Redis-compatible clusters with daily backups and automatic failover.',
      description: [
        'We run the engine, the backups and the upgrades; you get a connection string, point-in-time recovery and read-only replicas.',
      ],
      features: [
        'Daily backups with point-in-time recovery',
        'Standby nodes for failover',
        'End-to-end TLS',
        'Read-only replicas',
      ],
      unit: { one: 'cluster', other: 'clusters' },
      max_quantity: 50,
      options: [
        {
          id: 'db-s-1vcpu-1gb',
          label: 'Basic 1 GiB',
          specs: ['1 vCPU', '1 GiB memory', '10 GiB storage'],
          monthly_cents: 1500,
        },
        {
          id: 'db-s-1vcpu-2gb',
          label: 'Basic 2 GiB',
          specs: ['1 vCPU', '2 GiB memory', '25 GiB storage'],
          monthly_cents: 3000,
        },
        {
          id: 'db-s-2vcpu-4gb',
          label: 'Basic 4 GiB',
          specs: ['2 vCPUs', '4 GiB memory', '38 GiB storage'],
          monthly_cents: 6000,
        },
        {
          id: 'db-s-4vcpu-8gb',
          label: 'Basic 8 GiB',
          specs: ['4 vCPUs', '8 GiB memory', '115 GiB storage'],
          monthly_cents: 12000,
        },
      ],
      addons: [{ id: 'standby', label: 'One standby node', percent: 100 }],
    },
    {
      slug: 'object-storage',
      name: 'Object Storage',
      summary:
        'S3-compatible storage with a built-in CDN: 250 GiB and 1 TiB of transfer for a flat monthly price.',
      description: [
        'Store backups, media and build artefacts behind an S3-compatible API, and serve them through the included CDN.',
      ],
      features: ['S3-compatible API', 'Built-in CDN', '250 GiB storage and 1 TiB transfer included'],
      unit: { one: 'subscription', other: 'subscriptions' },
      max_quantity: 20,
      hourly: false,
      options: [
        {
          id: 'standard',
          label: 'Standard (250 GiB)',
          specs: ['250 GiB storage', '1 TiB outbound transfer'],
          monthly_cents: 500,
        },
      ],
    },
    {
      slug: 'volumes',
      name: 'Block Storage',
      summary: 'SSD volumes you attach to a machine and resize without downtime, priced per GiB.',
      features: ['Resize online', 'Snapshots', 'Encrypted at rest'],
      unit: { one: 'GiB', other: 'GiB' },
      max_quantity: 16_000,
      hourly: false,
      options: [{ id: 'ssd', label: 'SSD volume', specs: ['Per GiB a month'], monthly_cents: 10 }],
    },
    {
      slug: 'load-balancers',
      name: 'Load Balancers',
      summary: 'Managed load balancers that spread traffic over your machines and terminate TLS.',
      features: ['Health checks', 'Free TLS certificates', 'Sticky sessions'],
      unit: { one: 'node', other: 'nodes' },
      max_quantity: 100,
      options: [
        {
          id: 'lb-small',
          label: 'One load balancer node',
          specs: ['10,000 connections a second'],
          monthly_cents: 1200,
        },
      ],
    },
    {
      slug: 'bandwidth',
      name: 'Outbound transfer',
      summary: 'Transfer beyond what your machines include is billed per GiB; inbound transfer is free.',
      unit: { one: 'GiB', other: 'GiB' },
      max_quantity: 100_000,
      hourly: false,
      options: [
        {
          id: 'overage',
          label: 'Outbound transfer',
          specs: ['Per GiB beyond the included transfer'],
          monthly_cents: 1,
        },
      ],
    },
    {
      slug: 'app-platform',
      name: 'App Platform',
      summary: 'Push code from a repository and we build, deploy and scale it in containers.',
      description: [
        'Connect a repository, choose a container size and every push builds and rolls out a new version with zero downtime.',
      ],
      features: ['Builds from your repository', 'Zero-downtime rollouts', 'Free static sites'],
      unit: { one: 'container', other: 'containers' },
      options: [
        {
          id: 'basic-xxs',
          label: 'Basic 512 MiB',
          specs: ['512 MiB memory', 'Shared vCPU'],
          monthly_cents: 500,
        },
        { id: 'basic-xs', label: 'Basic 1 GiB', specs: ['1 GiB memory', 'Shared vCPU'], monthly_cents: 1000 },
        {
          id: 'pro-s',
          label: 'Professional 2 GiB',
          specs: ['2 GiB memory', 'Dedicated vCPU'],
          monthly_cents: 2500,
        },
      ],
    },
    {
      slug: 'functions',
      name: 'Functions',
      summary: 'Run code on demand without a server; the first 90,000 GiB-seconds each month are free.',
      features: ['Node.js, Python, Go and PHP', 'Triggers from HTTP and schedules', 'Pay per use'],
      unit: { one: 'block of 100,000 GiB-seconds', other: 'blocks of 100,000 GiB-seconds' },
      max_quantity: 10_000,
      hourly: false,
      options: [
        {
          id: 'gib-seconds',
          label: '100,000 GiB-seconds',
          specs: ['Beyond the free allowance'],
          monthly_cents: 185,
        },
      ],
    },
  ],
};
