import { StaticRegion } from '@/components/layout/static-region';
import { regionName } from '@/components/layout/static-region-name';
import { rawHtmlKey } from './raw-html-key';

/**
 * Structured data for search engines; `<` is escaped so content can never close the script element. The script is
 * data, not code, so it stands in a static region: a stored page carries it once, in its HTML (issue #33).
 */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return (
    // Out of the flow (as the script alone was): the region's box adds no gap or margin where it stands.
    <StaticRegion region={regionName(`json-ld-${rawHtmlKey(json)}`)} className="visually-hidden">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
    </StaticRegion>
  );
}
