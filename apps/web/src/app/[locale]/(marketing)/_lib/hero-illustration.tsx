// The home page's hero illustration, drawn here (no image file, no request): a cloud over a server rack, a terminal
// that has just deployed, a managed database, a cluster and a usage chart, joined by dashed links. Server markup only;
// decorative (the hero's words say what it shows), and painted from theme tokens through illustrations.module.css.
import styles from './illustrations.module.css';

const s = styles;

/** Dots of the backdrop grid, in a loose diamond. */
const DOTS = Array.from({ length: 9 }, (_, row) =>
  Array.from({ length: 12 }, (_, col) => ({ x: 40 + col * 42 + (row % 2) * 21, y: 40 + row * 44 })),
)
  .flat()
  .filter(({ x, y }) => Math.abs(x - 280) / 280 + Math.abs(y - 220) / 220 < 1.05);

/** A rounded bar: the text lines and the chart's columns. */
function Bar({
  x,
  y,
  w,
  h = 8,
  className,
}: {
  x: number;
  y: number;
  w: number;
  h?: number;
  className?: string;
}) {
  return <rect x={x} y={y} width={w} height={h} rx={h / 2} className={className} />;
}

/** The hero illustration (decorative). */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 560 440"
      className={[s.art, className].filter(Boolean).join(' ')}
      aria-hidden="true"
      focusable="false"
      data-illustration="hero"
    >
      {DOTS.map(({ x, y }) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={2} className={s.dots} />
      ))}
      <circle cx={290} cy={225} r={176} className={s.halo} />

      {/* Links between the pieces (drawn first, so the pieces sit on top). */}
      <path d="M170 150 C170 190 170 200 170 222" className={s.link} />
      <path d="M270 270 C300 270 310 300 336 300" className={s.link} />
      <path d="M418 206 C430 240 450 262 470 286" className={s.link} />
      <path d="M210 96 C240 96 250 100 262 104" className={s.link} />

      {/* The cloud. */}
      <path
        d="M82 150 a40 40 0 0 1 6 -79 a56 56 0 0 1 104 -18 a44 44 0 0 1 64 42 a28 28 0 0 1 -6 55 z"
        className={s.panelSoft}
      />
      <Bar x={118} y={104} w={74} h={10} className={s.brand} />
      <Bar x={118} y={124} w={48} className={s.muted} />
      <circle cx={210} cy={128} r={9} className={s.accent} />

      {/* The terminal that has just deployed. */}
      <rect x={262} y={62} width={250} height={144} rx={14} className={s.dark} />
      <path d="M262 90 V76 a14 14 0 0 1 14 -14 H498 a14 14 0 0 1 14 14 V90 z" className={s.darkRaised} />
      <circle cx={282} cy={76} r={5} className={s.warning} />
      <circle cx={298} cy={76} r={5} className={s.accent} />
      <circle cx={314} cy={76} r={5} className={s.onDark} />
      <Bar x={282} y={108} w={10} className={s.accent} />
      <Bar x={300} y={108} w={128} className={s.onDark} />
      <Bar x={282} y={128} w={10} className={s.accent} />
      <Bar x={300} y={128} w={92} className={s.onDark} />
      <Bar x={282} y={148} w={168} className={s.onDark} />
      <Bar x={282} y={172} w={10} className={s.accent} />
      <Bar x={300} y={172} w={60} className={s.brand} />
      <circle cx={478} cy={176} r={14} className={s.accent} />
      <path d="M471 176 l5 5 l9 -10" className={s.lineInk} />

      {/* The server rack. */}
      {[222, 272, 322].map((y, index) => (
        <g key={y}>
          <rect x={64} y={y} width={206} height={42} rx={8} className={s.panel} />
          <circle cx={86} cy={y + 21} r={6} className={index === 1 ? s.brand : s.accent} />
          <Bar x={104} y={y + 17} w={70} className={s.muted} />
          {[0, 1, 2, 3].map((slot) => (
            <rect
              key={slot}
              x={196 + slot * 16}
              y={y + 12}
              width={8}
              height={18}
              rx={2}
              className={s.sunken}
            />
          ))}
        </g>
      ))}

      {/* The managed database. */}
      <path d="M336 268 v64 a44 14 0 0 0 88 0 v-64" className={s.panel} />
      <path d="M336 290 a44 14 0 0 0 88 0 M336 312 a44 14 0 0 0 88 0" className={s.line} />
      <ellipse cx={380} cy={268} rx={44} ry={14} className={s.panel} />
      <ellipse cx={380} cy={268} rx={26} ry={7} className={s.halo} />

      {/* The cluster. */}
      <path d="M500 262 l38 22 v44 l-38 22 l-38 -22 v-44 z" className={s.brand} />
      <circle cx={500} cy={306} r={18} className={s.brand} />
      <circle cx={500} cy={306} r={16} className={s.lineInk} />
      <path d="M500 290 v32 M486 298 l28 16 M486 314 l28 -16" className={s.lineInk} />

      {/* The chart card, floating over the halo's edge. */}
      <rect x={150} y={372} width={190} height={54} rx={10} className={s.panel} />
      {[18, 30, 24, 38, 30, 44].map((height, index) => (
        <rect
          key={index}
          x={166 + index * 18}
          y={414 - height}
          width={10}
          height={height}
          rx={3}
          className={index === 5 ? s.accent : s.brand}
        />
      ))}
      <Bar x={282} y={386} w={42} className={s.muted} />
      <Bar x={282} y={402} w={28} className={s.accentSoft} />
    </svg>
  );
}
