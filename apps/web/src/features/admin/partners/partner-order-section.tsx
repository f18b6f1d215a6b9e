'use client';
// The "Directory order" section under the partner list.
import { PartnerOrder } from './partner-order';

/** The directory order, as a section of the partners page. */
export function PartnerOrderSection() {
  return (
    <section aria-labelledby="partner-order-title">
      <h2 id="partner-order-title">Directory order</h2>
      <PartnerOrder />
    </section>
  );
}
