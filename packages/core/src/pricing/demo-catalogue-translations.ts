// The demo price list (demo-catalogue.ts) in German, Spanish, Japanese and Chinese: the same products, sizes,
// ids and prices, with every text a reader sees translated. Each language is written out in full, so a
// translator reads a whole catalogue; demo-catalogue-translations.test.ts checks that the ids, prices and
// order still match the English list.
import type { z } from 'zod';
import type { priceCatalogue, priceOption } from './catalogue.js';

type CatalogueInput = z.input<typeof priceCatalogue>;
type OptionInput = z.input<typeof priceOption>;

/** The languages the demo catalogue is translated into (English is `DEMO_PRICE_CATALOGUE`). */
export type DemoCatalogueLanguage = 'de' | 'es' | 'ja' | 'zh';

// ---------------------------------------------------------------------------------------------------------
// German (informal "du")
// ---------------------------------------------------------------------------------------------------------

const machineSizesDe: OptionInput[] = [
  {
    id: 's-1vcpu-512mb',
    label: 'Basis 512 MiB',
    specs: ['1 vCPU', '512 MiB Arbeitsspeicher', '10 GiB SSD-Speicher', '500 GiB Datentransfer'],
    monthly_cents: 400,
  },
  {
    id: 's-1vcpu-1gb',
    label: 'Basis 1 GiB',
    specs: ['1 vCPU', '1 GiB Arbeitsspeicher', '25 GiB SSD-Speicher', '1 TiB Datentransfer'],
    monthly_cents: 600,
  },
  {
    id: 's-1vcpu-2gb',
    label: 'Basis 2 GiB',
    specs: ['1 vCPU', '2 GiB Arbeitsspeicher', '50 GiB SSD-Speicher', '2 TiB Datentransfer'],
    monthly_cents: 1200,
  },
  {
    id: 's-2vcpu-2gb',
    label: 'Basis 2 vCPUs',
    specs: ['2 vCPUs', '2 GiB Arbeitsspeicher', '60 GiB SSD-Speicher', '3 TiB Datentransfer'],
    monthly_cents: 1800,
  },
  {
    id: 's-2vcpu-4gb',
    label: 'Basis 4 GiB',
    specs: ['2 vCPUs', '4 GiB Arbeitsspeicher', '80 GiB SSD-Speicher', '4 TiB Datentransfer'],
    monthly_cents: 2400,
  },
  {
    id: 's-4vcpu-8gb',
    label: 'Basis 8 GiB',
    specs: ['4 vCPUs', '8 GiB Arbeitsspeicher', '160 GiB SSD-Speicher', '5 TiB Datentransfer'],
    monthly_cents: 4800,
  },
  {
    id: 'g-2vcpu-8gb',
    label: 'Allzweck 8 GiB',
    specs: ['2 dedizierte vCPUs', '8 GiB Arbeitsspeicher', '25 GiB SSD-Speicher'],
    monthly_cents: 6300,
  },
  {
    id: 'c-4vcpu-8gb',
    label: 'CPU-optimiert 8 GiB',
    specs: ['4 dedizierte vCPUs', '8 GiB Arbeitsspeicher', '50 GiB SSD-Speicher'],
    monthly_cents: 8400,
  },
];

const de: CatalogueInput = {
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
    { slug: 'sgp', name: 'Singapur', price_factor: 1.1 },
    { slug: 'syd', name: 'Sydney', price_factor: 1.2 },
  ],
  products: [
    {
      slug: 'compute',
      name: 'Virtuelle Maschinen',
      summary:
        'Virtuelle Linux-Maschinen mit SSD-Speicher – in unter einer Minute startklar und stundenweise abgerechnet.',
      description: [
        'Wähle eine Größe, ein Image und eine Region, und deine Maschine startet in Sekunden – mit öffentlicher IPv4- und IPv6-Adresse.',
        'Vergrößere sie, wenn die Last wächst, erstelle Snapshots vor riskanten Änderungen und schalte wöchentliche Backups mit einem Klick ein.',
      ],
      features: [
        'Start in Sekunden, Abrechnung pro Stunde',
        'Kostenloser eingehender Datentransfer',
        'Snapshots und wöchentliche Backups',
        'Cloud-Firewalls ohne Aufpreis',
      ],
      unit: { one: 'Maschine', other: 'Maschinen' },
      options: machineSizesDe,
      addons: [{ id: 'backups', label: 'Wöchentliche Backups', percent: 20 }],
    },
    {
      slug: 'kubernetes',
      name: 'Kubernetes',
      summary:
        'Verwaltete Kubernetes-Cluster mit kostenloser Control Plane: Du zahlst nur für die Worker-Nodes.',
      description: [
        'Erstelle in wenigen Minuten einen konformen Cluster, skaliere Node-Pools nach oben und unten und aktualisiere mit Surge-Nodes, damit deine Workloads weiterlaufen.',
      ],
      features: [
        'Kostenlose Control Plane',
        'Node-Pools mit Autoscaling',
        'Automatische Patch-Upgrades',
        'Integrierte Load Balancer und Volumes',
      ],
      unit: { one: 'Node', other: 'Nodes' },
      max_quantity: 500,
      options: machineSizesDe.filter((size) => size.monthly_cents >= 1200),
      addons: [{ id: 'ha-control-plane', label: 'Hochverfügbare Control Plane', percent: 0 }],
    },
    {
      slug: 'databases',
      name: 'Verwaltete Datenbanken',
      summary:
        'PostgreSQL-, MySQL- und Redis-kompatible Cluster mit täglichen Backups und automatischem Failover.',
      description: [
        'Wir betreiben die Datenbank-Engine und kümmern uns um Backups und Upgrades; du bekommst einen Connection-String, Wiederherstellung zu einem beliebigen Zeitpunkt und schreibgeschützte Replikate.',
      ],
      features: [
        'Tägliche Backups mit Point-in-Time-Recovery',
        'Standby-Nodes für das Failover',
        'Durchgehende TLS-Verschlüsselung',
        'Schreibgeschützte Replikate',
      ],
      unit: { one: 'Cluster', other: 'Cluster' },
      max_quantity: 50,
      options: [
        {
          id: 'db-s-1vcpu-1gb',
          label: 'Basis 1 GiB',
          specs: ['1 vCPU', '1 GiB Arbeitsspeicher', '10 GiB Speicherplatz'],
          monthly_cents: 1500,
        },
        {
          id: 'db-s-1vcpu-2gb',
          label: 'Basis 2 GiB',
          specs: ['1 vCPU', '2 GiB Arbeitsspeicher', '25 GiB Speicherplatz'],
          monthly_cents: 3000,
        },
        {
          id: 'db-s-2vcpu-4gb',
          label: 'Basis 4 GiB',
          specs: ['2 vCPUs', '4 GiB Arbeitsspeicher', '38 GiB Speicherplatz'],
          monthly_cents: 6000,
        },
        {
          id: 'db-s-4vcpu-8gb',
          label: 'Basis 8 GiB',
          specs: ['4 vCPUs', '8 GiB Arbeitsspeicher', '115 GiB Speicherplatz'],
          monthly_cents: 12000,
        },
      ],
      addons: [{ id: 'standby', label: 'Ein Standby-Node', percent: 100 }],
    },
    {
      slug: 'object-storage',
      name: 'Objektspeicher',
      summary:
        'S3-kompatibler Speicher mit integriertem CDN: 250 GiB und 1 TiB Datentransfer zum monatlichen Festpreis.',
      description: [
        'Lege Backups, Mediendateien und Build-Artefakte hinter einer S3-kompatiblen API ab und liefere sie über das enthaltene CDN aus.',
      ],
      features: [
        'S3-kompatible API',
        'Integriertes CDN',
        '250 GiB Speicherplatz und 1 TiB Datentransfer inklusive',
      ],
      unit: { one: 'Abo', other: 'Abos' },
      max_quantity: 20,
      hourly: false,
      options: [
        {
          id: 'standard',
          label: 'Standard (250 GiB)',
          specs: ['250 GiB Speicherplatz', '1 TiB ausgehender Datentransfer'],
          monthly_cents: 500,
        },
      ],
    },
    {
      slug: 'volumes',
      name: 'Blockspeicher',
      summary:
        'SSD-Volumes, die du an eine Maschine anhängst und ohne Ausfallzeit vergrößerst – abgerechnet pro GiB.',
      features: ['Größenänderung im laufenden Betrieb', 'Snapshots', 'Verschlüsselung ruhender Daten'],
      unit: { one: 'GiB', other: 'GiB' },
      max_quantity: 16_000,
      hourly: false,
      options: [{ id: 'ssd', label: 'SSD-Volume', specs: ['Pro GiB und Monat'], monthly_cents: 10 }],
    },
    {
      slug: 'load-balancers',
      name: 'Load Balancer',
      summary: 'Verwaltete Load Balancer, die den Traffic auf deine Maschinen verteilen und TLS terminieren.',
      features: ['Health Checks', 'Kostenlose TLS-Zertifikate', 'Sticky Sessions'],
      unit: { one: 'Node', other: 'Nodes' },
      max_quantity: 100,
      options: [
        {
          id: 'lb-small',
          label: 'Ein Load-Balancer-Node',
          specs: ['10.000 Verbindungen pro Sekunde'],
          monthly_cents: 1200,
        },
      ],
    },
    {
      slug: 'bandwidth',
      name: 'Ausgehender Datentransfer',
      summary:
        'Datentransfer über das Inklusivvolumen deiner Maschinen hinaus wird pro GiB abgerechnet; eingehender Datentransfer ist kostenlos.',
      unit: { one: 'GiB', other: 'GiB' },
      max_quantity: 100_000,
      hourly: false,
      options: [
        {
          id: 'overage',
          label: 'Ausgehender Datentransfer',
          specs: ['Pro GiB über das Inklusivvolumen hinaus'],
          monthly_cents: 1,
        },
      ],
    },
    {
      slug: 'app-platform',
      name: 'App Platform',
      summary: 'Pushe deinen Code in ein Repository – wir bauen, deployen und skalieren ihn in Containern.',
      description: [
        'Verbinde ein Repository, wähle eine Containergröße, und jeder Push baut eine neue Version und rollt sie ohne Ausfallzeit aus.',
      ],
      features: [
        'Builds direkt aus deinem Repository',
        'Rollouts ohne Ausfallzeit',
        'Kostenlose statische Websites',
      ],
      unit: { one: 'Container', other: 'Container' },
      options: [
        {
          id: 'basic-xxs',
          label: 'Basis 512 MiB',
          specs: ['512 MiB Arbeitsspeicher', 'Geteilte vCPU'],
          monthly_cents: 500,
        },
        {
          id: 'basic-xs',
          label: 'Basis 1 GiB',
          specs: ['1 GiB Arbeitsspeicher', 'Geteilte vCPU'],
          monthly_cents: 1000,
        },
        {
          id: 'pro-s',
          label: 'Profi 2 GiB',
          specs: ['2 GiB Arbeitsspeicher', 'Dedizierte vCPU'],
          monthly_cents: 2500,
        },
      ],
    },
    {
      slug: 'functions',
      name: 'Functions',
      summary:
        'Führe Code bei Bedarf aus, ganz ohne Server; die ersten 90.000 GiB-Sekunden pro Monat sind kostenlos.',
      features: ['Node.js, Python, Go und PHP', 'Auslöser per HTTP und Zeitplan', 'Bezahlung nach Nutzung'],
      unit: { one: 'Block mit 100.000 GiB-Sekunden', other: 'Blöcke mit 100.000 GiB-Sekunden' },
      max_quantity: 10_000,
      hourly: false,
      options: [
        {
          id: 'gib-seconds',
          label: '100.000 GiB-Sekunden',
          specs: ['Über das Freikontingent hinaus'],
          monthly_cents: 185,
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------
// Spanish (Spain, "tú")
// ---------------------------------------------------------------------------------------------------------

const machineSizesEs: OptionInput[] = [
  {
    id: 's-1vcpu-512mb',
    label: 'Básico 512 MiB',
    specs: ['1 vCPU', '512 MiB de memoria', '10 GiB de SSD', '500 GiB de transferencia'],
    monthly_cents: 400,
  },
  {
    id: 's-1vcpu-1gb',
    label: 'Básico 1 GiB',
    specs: ['1 vCPU', '1 GiB de memoria', '25 GiB de SSD', '1 TiB de transferencia'],
    monthly_cents: 600,
  },
  {
    id: 's-1vcpu-2gb',
    label: 'Básico 2 GiB',
    specs: ['1 vCPU', '2 GiB de memoria', '50 GiB de SSD', '2 TiB de transferencia'],
    monthly_cents: 1200,
  },
  {
    id: 's-2vcpu-2gb',
    label: 'Básico 2 vCPU',
    specs: ['2 vCPU', '2 GiB de memoria', '60 GiB de SSD', '3 TiB de transferencia'],
    monthly_cents: 1800,
  },
  {
    id: 's-2vcpu-4gb',
    label: 'Básico 4 GiB',
    specs: ['2 vCPU', '4 GiB de memoria', '80 GiB de SSD', '4 TiB de transferencia'],
    monthly_cents: 2400,
  },
  {
    id: 's-4vcpu-8gb',
    label: 'Básico 8 GiB',
    specs: ['4 vCPU', '8 GiB de memoria', '160 GiB de SSD', '5 TiB de transferencia'],
    monthly_cents: 4800,
  },
  {
    id: 'g-2vcpu-8gb',
    label: 'Uso general 8 GiB',
    specs: ['2 vCPU dedicadas', '8 GiB de memoria', '25 GiB de SSD'],
    monthly_cents: 6300,
  },
  {
    id: 'c-4vcpu-8gb',
    label: 'Optimizado para CPU 8 GiB',
    specs: ['4 vCPU dedicadas', '8 GiB de memoria', '50 GiB de SSD'],
    monthly_cents: 8400,
  },
];

const es: CatalogueInput = {
  currency: 'USD',
  hours_per_month: 672,
  regions: [
    { slug: 'nyc', name: 'Nueva York' },
    { slug: 'sfo', name: 'San Francisco' },
    { slug: 'tor', name: 'Toronto' },
    { slug: 'ams', name: 'Ámsterdam' },
    { slug: 'lon', name: 'Londres' },
    { slug: 'fra', name: 'Fráncfort' },
    { slug: 'blr', name: 'Bangalore' },
    { slug: 'sgp', name: 'Singapur', price_factor: 1.1 },
    { slug: 'syd', name: 'Sídney', price_factor: 1.2 },
  ],
  products: [
    {
      slug: 'compute',
      name: 'Máquinas virtuales',
      summary:
        'Máquinas virtuales Linux con almacenamiento SSD, listas en menos de un minuto y facturadas por hora.',
      description: [
        'Elige un tamaño, una imagen y una región, y tu máquina arrancará en segundos con una dirección IPv4 y otra IPv6 públicas.',
        'Cambia su tamaño cuando crezca la carga, haz instantáneas antes de los cambios arriesgados y activa las copias de seguridad semanales con un solo clic.',
      ],
      features: [
        'Arranque en segundos, facturación por hora',
        'Transferencia entrante gratuita',
        'Instantáneas y copias de seguridad semanales',
        'Cortafuegos en la nube sin coste',
      ],
      unit: { one: 'máquina', other: 'máquinas' },
      options: machineSizesEs,
      addons: [{ id: 'backups', label: 'Copias de seguridad semanales', percent: 20 }],
    },
    {
      slug: 'kubernetes',
      name: 'Kubernetes',
      summary:
        'Clústeres de Kubernetes gestionados con plano de control gratuito: solo pagas por los nodos de trabajo.',
      description: [
        'Crea un clúster conforme en cuestión de minutos, escala los grupos de nodos hacia arriba o hacia abajo y actualiza con nodos adicionales para que tus cargas de trabajo sigan funcionando.',
      ],
      features: [
        'Plano de control gratuito',
        'Grupos de nodos con escalado automático',
        'Actualizaciones automáticas de parches',
        'Balanceadores de carga y volúmenes integrados',
      ],
      unit: { one: 'nodo', other: 'nodos' },
      max_quantity: 500,
      options: machineSizesEs.filter((size) => size.monthly_cents >= 1200),
      addons: [{ id: 'ha-control-plane', label: 'Plano de control de alta disponibilidad', percent: 0 }],
    },
    {
      slug: 'databases',
      name: 'Bases de datos gestionadas',
      summary:
        'Clústeres de PostgreSQL, MySQL y compatibles con Redis, con copias de seguridad diarias y conmutación por error automática.',
      description: [
        'Nosotros nos ocupamos del motor, las copias de seguridad y las actualizaciones; tú obtienes una cadena de conexión, recuperación a un momento dado y réplicas de solo lectura.',
      ],
      features: [
        'Copias de seguridad diarias con recuperación a un momento dado',
        'Nodos en espera para la conmutación por error',
        'TLS de extremo a extremo',
        'Réplicas de solo lectura',
      ],
      unit: { one: 'clúster', other: 'clústeres' },
      max_quantity: 50,
      options: [
        {
          id: 'db-s-1vcpu-1gb',
          label: 'Básico 1 GiB',
          specs: ['1 vCPU', '1 GiB de memoria', '10 GiB de almacenamiento'],
          monthly_cents: 1500,
        },
        {
          id: 'db-s-1vcpu-2gb',
          label: 'Básico 2 GiB',
          specs: ['1 vCPU', '2 GiB de memoria', '25 GiB de almacenamiento'],
          monthly_cents: 3000,
        },
        {
          id: 'db-s-2vcpu-4gb',
          label: 'Básico 4 GiB',
          specs: ['2 vCPU', '4 GiB de memoria', '38 GiB de almacenamiento'],
          monthly_cents: 6000,
        },
        {
          id: 'db-s-4vcpu-8gb',
          label: 'Básico 8 GiB',
          specs: ['4 vCPU', '8 GiB de memoria', '115 GiB de almacenamiento'],
          monthly_cents: 12000,
        },
      ],
      addons: [{ id: 'standby', label: 'Un nodo en espera', percent: 100 }],
    },
    {
      slug: 'object-storage',
      name: 'Almacenamiento de objetos',
      summary:
        'Almacenamiento compatible con S3 con CDN integrada: 250 GiB y 1 TiB de transferencia por una tarifa mensual fija.',
      description: [
        'Guarda copias de seguridad, archivos multimedia y artefactos de compilación tras una API compatible con S3, y sírvelos a través de la CDN incluida.',
      ],
      features: [
        'API compatible con S3',
        'CDN integrada',
        '250 GiB de almacenamiento y 1 TiB de transferencia incluidos',
      ],
      unit: { one: 'suscripción', other: 'suscripciones' },
      max_quantity: 20,
      hourly: false,
      options: [
        {
          id: 'standard',
          label: 'Estándar (250 GiB)',
          specs: ['250 GiB de almacenamiento', '1 TiB de transferencia saliente'],
          monthly_cents: 500,
        },
      ],
    },
    {
      slug: 'volumes',
      name: 'Almacenamiento en bloque',
      summary:
        'Volúmenes SSD que conectas a una máquina y amplías sin tiempo de inactividad, con precio por GiB.',
      features: ['Cambio de tamaño en caliente', 'Instantáneas', 'Cifrado en reposo'],
      unit: { one: 'GiB', other: 'GiB' },
      max_quantity: 16_000,
      hourly: false,
      options: [{ id: 'ssd', label: 'Volumen SSD', specs: ['Por GiB al mes'], monthly_cents: 10 }],
    },
    {
      slug: 'load-balancers',
      name: 'Balanceadores de carga',
      summary:
        'Balanceadores de carga gestionados que reparten el tráfico entre tus máquinas y terminan las conexiones TLS.',
      features: ['Comprobaciones de estado', 'Certificados TLS gratuitos', 'Sesiones persistentes'],
      unit: { one: 'nodo', other: 'nodos' },
      max_quantity: 100,
      options: [
        {
          id: 'lb-small',
          label: 'Un nodo de balanceador de carga',
          specs: ['10.000 conexiones por segundo'],
          monthly_cents: 1200,
        },
      ],
    },
    {
      slug: 'bandwidth',
      name: 'Transferencia saliente',
      summary:
        'La transferencia que supere la incluida con tus máquinas se factura por GiB; la transferencia entrante es gratuita.',
      unit: { one: 'GiB', other: 'GiB' },
      max_quantity: 100_000,
      hourly: false,
      options: [
        {
          id: 'overage',
          label: 'Transferencia saliente',
          specs: ['Por GiB por encima de la transferencia incluida'],
          monthly_cents: 1,
        },
      ],
    },
    {
      slug: 'app-platform',
      name: 'App Platform',
      summary:
        'Haz push de tu código a un repositorio y nosotros lo compilamos, desplegamos y escalamos en contenedores.',
      description: [
        'Conecta un repositorio, elige un tamaño de contenedor y cada push compilará y desplegará una nueva versión sin tiempo de inactividad.',
      ],
      features: [
        'Compilaciones desde tu repositorio',
        'Despliegues sin tiempo de inactividad',
        'Sitios estáticos gratuitos',
      ],
      unit: { one: 'contenedor', other: 'contenedores' },
      options: [
        {
          id: 'basic-xxs',
          label: 'Básico 512 MiB',
          specs: ['512 MiB de memoria', 'vCPU compartida'],
          monthly_cents: 500,
        },
        {
          id: 'basic-xs',
          label: 'Básico 1 GiB',
          specs: ['1 GiB de memoria', 'vCPU compartida'],
          monthly_cents: 1000,
        },
        {
          id: 'pro-s',
          label: 'Profesional 2 GiB',
          specs: ['2 GiB de memoria', 'vCPU dedicada'],
          monthly_cents: 2500,
        },
      ],
    },
    {
      slug: 'functions',
      name: 'Funciones',
      summary:
        'Ejecuta código bajo demanda sin gestionar servidores; los primeros 90.000 GiB-segundos de cada mes son gratis.',
      features: ['Node.js, Python, Go y PHP', 'Activadores HTTP y programados', 'Pago por uso'],
      unit: { one: 'bloque de 100.000 GiB-segundos', other: 'bloques de 100.000 GiB-segundos' },
      max_quantity: 10_000,
      hourly: false,
      options: [
        {
          id: 'gib-seconds',
          label: '100.000 GiB-segundos',
          specs: ['Por encima de la cuota gratuita'],
          monthly_cents: 185,
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------
// Japanese (です/ます)
// ---------------------------------------------------------------------------------------------------------

const machineSizesJa: OptionInput[] = [
  {
    id: 's-1vcpu-512mb',
    label: 'ベーシック 512 MiB',
    specs: ['1 vCPU', 'メモリ 512 MiB', 'SSD 10 GiB', '転送量 500 GiB'],
    monthly_cents: 400,
  },
  {
    id: 's-1vcpu-1gb',
    label: 'ベーシック 1 GiB',
    specs: ['1 vCPU', 'メモリ 1 GiB', 'SSD 25 GiB', '転送量 1 TiB'],
    monthly_cents: 600,
  },
  {
    id: 's-1vcpu-2gb',
    label: 'ベーシック 2 GiB',
    specs: ['1 vCPU', 'メモリ 2 GiB', 'SSD 50 GiB', '転送量 2 TiB'],
    monthly_cents: 1200,
  },
  {
    id: 's-2vcpu-2gb',
    label: 'ベーシック 2 vCPU',
    specs: ['2 vCPU', 'メモリ 2 GiB', 'SSD 60 GiB', '転送量 3 TiB'],
    monthly_cents: 1800,
  },
  {
    id: 's-2vcpu-4gb',
    label: 'ベーシック 4 GiB',
    specs: ['2 vCPU', 'メモリ 4 GiB', 'SSD 80 GiB', '転送量 4 TiB'],
    monthly_cents: 2400,
  },
  {
    id: 's-4vcpu-8gb',
    label: 'ベーシック 8 GiB',
    specs: ['4 vCPU', 'メモリ 8 GiB', 'SSD 160 GiB', '転送量 5 TiB'],
    monthly_cents: 4800,
  },
  {
    id: 'g-2vcpu-8gb',
    label: '汎用 8 GiB',
    specs: ['専用 vCPU 2 個', 'メモリ 8 GiB', 'SSD 25 GiB'],
    monthly_cents: 6300,
  },
  {
    id: 'c-4vcpu-8gb',
    label: 'CPU 最適化 8 GiB',
    specs: ['専用 vCPU 4 個', 'メモリ 8 GiB', 'SSD 50 GiB'],
    monthly_cents: 8400,
  },
];

const ja: CatalogueInput = {
  currency: 'USD',
  hours_per_month: 672,
  regions: [
    { slug: 'nyc', name: 'ニューヨーク' },
    { slug: 'sfo', name: 'サンフランシスコ' },
    { slug: 'tor', name: 'トロント' },
    { slug: 'ams', name: 'アムステルダム' },
    { slug: 'lon', name: 'ロンドン' },
    { slug: 'fra', name: 'フランクフルト' },
    { slug: 'blr', name: 'バンガロール' },
    { slug: 'sgp', name: 'シンガポール', price_factor: 1.1 },
    { slug: 'syd', name: 'シドニー', price_factor: 1.2 },
  ],
  products: [
    {
      slug: 'compute',
      name: '仮想マシン',
      summary:
        'SSD ストレージを備えた Linux 仮想マシンです。1 分以内に使い始められ、時間単位で課金されます。',
      description: [
        'サイズ、イメージ、リージョンを選ぶだけで、パブリック IPv4 アドレスと IPv6 アドレスを持つマシンが数秒で起動します。',
        '負荷が増えたらサイズを変更し、リスクのある変更の前にはスナップショットを取得できます。週次バックアップもワンクリックで有効にできます。',
      ],
      features: [
        '数秒で起動、時間単位の課金',
        'インバウンド転送は無料',
        'スナップショットと週次バックアップ',
        'クラウドファイアウォールを無料で利用可能',
      ],
      unit: { one: 'マシン', other: 'マシン' },
      options: machineSizesJa,
      addons: [{ id: 'backups', label: '週次バックアップ', percent: 20 }],
    },
    {
      slug: 'kubernetes',
      name: 'Kubernetes',
      summary:
        'コントロールプレーンが無料のマネージド Kubernetes クラスターです。お支払いはワーカーノードの分だけです。',
      description: [
        '準拠認定を受けたクラスターを数分で作成し、ノードプールを自由にスケールアップ・ダウンできます。アップグレードはサージノードを使って行うため、ワークロードは止まりません。',
      ],
      features: [
        '無料のコントロールプレーン',
        'ノードプールの自動スケーリング',
        'パッチバージョンの自動アップグレード',
        'ロードバランサーとボリュームを統合',
      ],
      unit: { one: 'ノード', other: 'ノード' },
      max_quantity: 500,
      options: machineSizesJa.filter((size) => size.monthly_cents >= 1200),
      addons: [{ id: 'ha-control-plane', label: '高可用性コントロールプレーン', percent: 0 }],
    },
    {
      slug: 'databases',
      name: 'マネージドデータベース',
      summary:
        'PostgreSQL、MySQL、Redis 互換のクラスターです。毎日のバックアップと自動フェイルオーバーに対応しています。',
      description: [
        'エンジンの運用、バックアップ、アップグレードは当社が行います。お客様は接続文字列を使うだけで、ポイントインタイムリカバリーや読み取り専用レプリカを利用できます。',
      ],
      features: [
        'ポイントインタイムリカバリー対応の毎日のバックアップ',
        'フェイルオーバー用のスタンバイノード',
        'エンドツーエンドの TLS 暗号化',
        '読み取り専用レプリカ',
      ],
      unit: { one: 'クラスター', other: 'クラスター' },
      max_quantity: 50,
      options: [
        {
          id: 'db-s-1vcpu-1gb',
          label: 'ベーシック 1 GiB',
          specs: ['1 vCPU', 'メモリ 1 GiB', 'ストレージ 10 GiB'],
          monthly_cents: 1500,
        },
        {
          id: 'db-s-1vcpu-2gb',
          label: 'ベーシック 2 GiB',
          specs: ['1 vCPU', 'メモリ 2 GiB', 'ストレージ 25 GiB'],
          monthly_cents: 3000,
        },
        {
          id: 'db-s-2vcpu-4gb',
          label: 'ベーシック 4 GiB',
          specs: ['2 vCPU', 'メモリ 4 GiB', 'ストレージ 38 GiB'],
          monthly_cents: 6000,
        },
        {
          id: 'db-s-4vcpu-8gb',
          label: 'ベーシック 8 GiB',
          specs: ['4 vCPU', 'メモリ 8 GiB', 'ストレージ 115 GiB'],
          monthly_cents: 12000,
        },
      ],
      addons: [{ id: 'standby', label: 'スタンバイノード 1 台', percent: 100 }],
    },
    {
      slug: 'object-storage',
      name: 'オブジェクトストレージ',
      summary:
        'CDN を内蔵した S3 互換ストレージです。ストレージ 250 GiB と転送量 1 TiB が定額の月額料金に含まれます。',
      description: [
        'バックアップ、メディア、ビルド成果物を S3 互換 API で保存し、付属の CDN から配信できます。',
      ],
      features: ['S3 互換 API', 'CDN を内蔵', 'ストレージ 250 GiB と転送量 1 TiB を含む'],
      unit: { one: 'サブスクリプション', other: 'サブスクリプション' },
      max_quantity: 20,
      hourly: false,
      options: [
        {
          id: 'standard',
          label: 'スタンダード（250 GiB）',
          specs: ['ストレージ 250 GiB', 'アウトバウンド転送量 1 TiB'],
          monthly_cents: 500,
        },
      ],
    },
    {
      slug: 'volumes',
      name: 'ブロックストレージ',
      summary:
        'マシンに接続して使う SSD ボリュームです。ダウンタイムなしでサイズを変更でき、料金は GiB 単位です。',
      features: ['オンラインでサイズ変更', 'スナップショット', '保存データの暗号化'],
      unit: { one: 'GiB', other: 'GiB' },
      max_quantity: 16_000,
      hourly: false,
      options: [{ id: 'ssd', label: 'SSD ボリューム', specs: ['1 GiB あたりの月額'], monthly_cents: 10 }],
    },
    {
      slug: 'load-balancers',
      name: 'ロードバランサー',
      summary: 'トラフィックをマシンに分散し、TLS を終端するマネージドロードバランサーです。',
      features: ['ヘルスチェック', '無料の TLS 証明書', 'スティッキーセッション'],
      unit: { one: 'ノード', other: 'ノード' },
      max_quantity: 100,
      options: [
        {
          id: 'lb-small',
          label: 'ロードバランサーノード 1 台',
          specs: ['毎秒 1 万接続'],
          monthly_cents: 1200,
        },
      ],
    },
    {
      slug: 'bandwidth',
      name: 'アウトバウンド転送',
      summary: 'マシンに含まれる転送量を超えた分は GiB 単位で課金されます。インバウンド転送は無料です。',
      unit: { one: 'GiB', other: 'GiB' },
      max_quantity: 100_000,
      hourly: false,
      options: [
        {
          id: 'overage',
          label: 'アウトバウンド転送',
          specs: ['含まれる転送量を超えた分（1 GiB あたり）'],
          monthly_cents: 1,
        },
      ],
    },
    {
      slug: 'app-platform',
      name: 'App Platform',
      summary:
        'リポジトリにコードをプッシュするだけで、ビルド、デプロイ、コンテナでのスケーリングまで当社が行います。',
      description: [
        'リポジトリを接続してコンテナのサイズを選ぶと、プッシュのたびに新しいバージョンがビルドされ、ダウンタイムなしでロールアウトされます。',
      ],
      features: ['リポジトリから自動でビルド', 'ダウンタイムなしのロールアウト', '静的サイトは無料'],
      unit: { one: 'コンテナ', other: 'コンテナ' },
      options: [
        {
          id: 'basic-xxs',
          label: 'ベーシック 512 MiB',
          specs: ['メモリ 512 MiB', '共有 vCPU'],
          monthly_cents: 500,
        },
        {
          id: 'basic-xs',
          label: 'ベーシック 1 GiB',
          specs: ['メモリ 1 GiB', '共有 vCPU'],
          monthly_cents: 1000,
        },
        {
          id: 'pro-s',
          label: 'プロフェッショナル 2 GiB',
          specs: ['メモリ 2 GiB', '専用 vCPU'],
          monthly_cents: 2500,
        },
      ],
    },
    {
      slug: 'functions',
      name: 'サーバーレス関数',
      summary: 'サーバーを用意せずに、必要なときだけコードを実行できます。毎月最初の 9 万 GiB 秒は無料です。',
      features: [
        'Node.js、Python、Go、PHP に対応',
        'HTTP とスケジュールによるトリガー',
        '使った分だけの従量課金',
      ],
      unit: { one: 'ブロック（10 万 GiB 秒）', other: 'ブロック（10 万 GiB 秒）' },
      max_quantity: 10_000,
      hourly: false,
      options: [
        {
          id: 'gib-seconds',
          label: '10 万 GiB 秒',
          specs: ['無料枠を超えた分'],
          monthly_cents: 185,
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------
// Chinese (simplified)
// ---------------------------------------------------------------------------------------------------------

const machineSizesZh: OptionInput[] = [
  {
    id: 's-1vcpu-512mb',
    label: '基础型 512 MiB',
    specs: ['1 个 vCPU', '512 MiB 内存', '10 GiB SSD 存储', '500 GiB 流量'],
    monthly_cents: 400,
  },
  {
    id: 's-1vcpu-1gb',
    label: '基础型 1 GiB',
    specs: ['1 个 vCPU', '1 GiB 内存', '25 GiB SSD 存储', '1 TiB 流量'],
    monthly_cents: 600,
  },
  {
    id: 's-1vcpu-2gb',
    label: '基础型 2 GiB',
    specs: ['1 个 vCPU', '2 GiB 内存', '50 GiB SSD 存储', '2 TiB 流量'],
    monthly_cents: 1200,
  },
  {
    id: 's-2vcpu-2gb',
    label: '基础型 2 vCPU',
    specs: ['2 个 vCPU', '2 GiB 内存', '60 GiB SSD 存储', '3 TiB 流量'],
    monthly_cents: 1800,
  },
  {
    id: 's-2vcpu-4gb',
    label: '基础型 4 GiB',
    specs: ['2 个 vCPU', '4 GiB 内存', '80 GiB SSD 存储', '4 TiB 流量'],
    monthly_cents: 2400,
  },
  {
    id: 's-4vcpu-8gb',
    label: '基础型 8 GiB',
    specs: ['4 个 vCPU', '8 GiB 内存', '160 GiB SSD 存储', '5 TiB 流量'],
    monthly_cents: 4800,
  },
  {
    id: 'g-2vcpu-8gb',
    label: '通用型 8 GiB',
    specs: ['2 个专用 vCPU', '8 GiB 内存', '25 GiB SSD 存储'],
    monthly_cents: 6300,
  },
  {
    id: 'c-4vcpu-8gb',
    label: 'CPU 优化型 8 GiB',
    specs: ['4 个专用 vCPU', '8 GiB 内存', '50 GiB SSD 存储'],
    monthly_cents: 8400,
  },
];

const zh: CatalogueInput = {
  currency: 'USD',
  hours_per_month: 672,
  regions: [
    { slug: 'nyc', name: '纽约' },
    { slug: 'sfo', name: '旧金山' },
    { slug: 'tor', name: '多伦多' },
    { slug: 'ams', name: '阿姆斯特丹' },
    { slug: 'lon', name: '伦敦' },
    { slug: 'fra', name: '法兰克福' },
    { slug: 'blr', name: '班加罗尔' },
    { slug: 'sgp', name: '新加坡', price_factor: 1.1 },
    { slug: 'syd', name: '悉尼', price_factor: 1.2 },
  ],
  products: [
    {
      slug: 'compute',
      name: '虚拟机',
      summary: '配备 SSD 存储的 Linux 虚拟机，不到一分钟即可就绪，按小时计费。',
      description: [
        '选择规格、镜像和区域，您的机器即可在数秒内启动，并自动分配公网 IPv4 和 IPv6 地址。',
        '负载增长时可随时调整规格，进行有风险的变更前可先创建快照，每周备份也只需一键即可开启。',
      ],
      features: ['秒级启动，按小时计费', '入站流量免费', '快照和每周备份', '免费使用云防火墙'],
      unit: { one: '台', other: '台' },
      options: machineSizesZh,
      addons: [{ id: 'backups', label: '每周备份', percent: 20 }],
    },
    {
      slug: 'kubernetes',
      name: 'Kubernetes',
      summary: '托管 Kubernetes 集群，控制平面免费：您只需为工作节点付费。',
      description: [
        '几分钟内即可创建通过一致性认证的集群，随时扩缩节点池，并借助临时扩容节点完成升级，确保工作负载持续运行。',
      ],
      features: ['免费控制平面', '节点池自动扩缩', '补丁版本自动升级', '集成负载均衡器和存储卷'],
      unit: { one: '个节点', other: '个节点' },
      max_quantity: 500,
      options: machineSizesZh.filter((size) => size.monthly_cents >= 1200),
      addons: [{ id: 'ha-control-plane', label: '高可用控制平面', percent: 0 }],
    },
    {
      slug: 'databases',
      name: '托管数据库',
      summary: '兼容 PostgreSQL、MySQL 和 Redis 的集群，提供每日备份和自动故障转移。',
      description: [
        '数据库引擎的运行、备份和升级都由我们负责；您只需拿到连接字符串，即可使用时间点恢复和只读副本。',
      ],
      features: ['每日备份，支持时间点恢复', '用于故障转移的备用节点', '端到端 TLS 加密', '只读副本'],
      unit: { one: '个集群', other: '个集群' },
      max_quantity: 50,
      options: [
        {
          id: 'db-s-1vcpu-1gb',
          label: '基础型 1 GiB',
          specs: ['1 个 vCPU', '1 GiB 内存', '10 GiB 存储空间'],
          monthly_cents: 1500,
        },
        {
          id: 'db-s-1vcpu-2gb',
          label: '基础型 2 GiB',
          specs: ['1 个 vCPU', '2 GiB 内存', '25 GiB 存储空间'],
          monthly_cents: 3000,
        },
        {
          id: 'db-s-2vcpu-4gb',
          label: '基础型 4 GiB',
          specs: ['2 个 vCPU', '4 GiB 内存', '38 GiB 存储空间'],
          monthly_cents: 6000,
        },
        {
          id: 'db-s-4vcpu-8gb',
          label: '基础型 8 GiB',
          specs: ['4 个 vCPU', '8 GiB 内存', '115 GiB 存储空间'],
          monthly_cents: 12000,
        },
      ],
      addons: [{ id: 'standby', label: '一个备用节点', percent: 100 }],
    },
    {
      slug: 'object-storage',
      name: '对象存储',
      summary: '兼容 S3 的存储，内置 CDN：包含 250 GiB 存储空间和 1 TiB 流量，每月固定价格。',
      description: ['通过兼容 S3 的 API 存储备份、媒体文件和构建产物，并通过随附的 CDN 对外分发。'],
      features: ['兼容 S3 的 API', '内置 CDN', '包含 250 GiB 存储空间和 1 TiB 流量'],
      unit: { one: '个订阅', other: '个订阅' },
      max_quantity: 20,
      hourly: false,
      options: [
        {
          id: 'standard',
          label: '标准版（250 GiB）',
          specs: ['250 GiB 存储空间', '1 TiB 出站流量'],
          monthly_cents: 500,
        },
      ],
    },
    {
      slug: 'volumes',
      name: '块存储',
      summary: '可挂载到机器上的 SSD 存储卷，无需停机即可扩容，按 GiB 计价。',
      features: ['在线调整容量', '快照', '静态数据加密'],
      unit: { one: 'GiB', other: 'GiB' },
      max_quantity: 16_000,
      hourly: false,
      options: [{ id: 'ssd', label: 'SSD 存储卷', specs: ['每 GiB 每月'], monthly_cents: 10 }],
    },
    {
      slug: 'load-balancers',
      name: '负载均衡器',
      summary: '托管负载均衡器，将流量分发到您的各台机器，并负责 TLS 终止。',
      features: ['健康检查', '免费 TLS 证书', '会话保持'],
      unit: { one: '个节点', other: '个节点' },
      max_quantity: 100,
      options: [
        {
          id: 'lb-small',
          label: '一个负载均衡器节点',
          specs: ['每秒 1 万个连接'],
          monthly_cents: 1200,
        },
      ],
    },
    {
      slug: 'bandwidth',
      name: '出站流量',
      summary: '超出机器所含流量的部分按 GiB 计费；入站流量免费。',
      unit: { one: 'GiB', other: 'GiB' },
      max_quantity: 100_000,
      hourly: false,
      options: [
        {
          id: 'overage',
          label: '出站流量',
          specs: ['超出所含流量的部分，按 GiB 计费'],
          monthly_cents: 1,
        },
      ],
    },
    {
      slug: 'app-platform',
      name: 'App Platform',
      summary: '只需将代码推送到代码仓库，我们就会在容器中为您构建、部署和扩展应用。',
      description: ['连接代码仓库并选择容器规格后，每次推送都会构建新版本，并以零停机方式发布。'],
      features: ['直接从您的代码仓库构建', '零停机发布', '静态网站免费'],
      unit: { one: '个容器', other: '个容器' },
      options: [
        {
          id: 'basic-xxs',
          label: '基础型 512 MiB',
          specs: ['512 MiB 内存', '共享 vCPU'],
          monthly_cents: 500,
        },
        {
          id: 'basic-xs',
          label: '基础型 1 GiB',
          specs: ['1 GiB 内存', '共享 vCPU'],
          monthly_cents: 1000,
        },
        {
          id: 'pro-s',
          label: '专业型 2 GiB',
          specs: ['2 GiB 内存', '专用 vCPU'],
          monthly_cents: 2500,
        },
      ],
    },
    {
      slug: 'functions',
      name: '云函数',
      summary: '无需管理服务器，按需运行代码；每月前 9 万 GiB 秒免费。',
      features: ['支持 Node.js、Python、Go 和 PHP', '通过 HTTP 请求和定时任务触发', '按实际用量付费'],
      unit: { one: '个资源包（10 万 GiB 秒）', other: '个资源包（10 万 GiB 秒）' },
      max_quantity: 10_000,
      hourly: false,
      options: [
        {
          id: 'gib-seconds',
          label: '10 万 GiB 秒',
          specs: ['超出免费额度的部分'],
          monthly_cents: 185,
        },
      ],
    },
  ],
};

/** `DEMO_PRICE_CATALOGUE` in each translated language: the same ids, prices and order, the texts translated. */
export const DEMO_PRICE_CATALOGUE_TRANSLATIONS: Record<DemoCatalogueLanguage, CatalogueInput> = {
  de,
  es,
  ja,
  zh,
};
