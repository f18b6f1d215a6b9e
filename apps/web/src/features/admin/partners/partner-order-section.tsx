'use client';
// The "Directory order" section under the partner list.
import { PartnerOrder } from './partner-order';
import { useSectionWords } from '../generic/section-words';

/** The directory order, as a section of the partners page. */
export function PartnerOrderSection() {
  const w = useSectionWords().partners;
  return (
    <section aria-labelledby="partner-order-title">
      <h2 id="partner-order-title">{w.directoryOrder}</h2>
      <PartnerOrder />
    </section>
  );
}
