// The partner cards of /partners and /partners/directory: name, description, tags and the call to action.
import type { Partner } from '@reef/client';
import { ButtonLink } from '@/components/ui/button/button-link';
import { Tag } from '@/components/ui/tag/tag';
import listStyles from '@/components/content/content-list.module.css';
import partnerStyles from './partners.module.css';

/** The words of each call to action. */
export const ACTION_LABELS: Record<Partner['action'], string> = {
  learn_more: 'Learn more',
  contact: 'Contact',
  deploy: 'Deploy',
};

/** Partners as a grid of cards (a list of articles). */
export function PartnerGrid({ partners }: { partners: readonly Partner[] }) {
  return (
    <ul className={partnerStyles.grid}>
      {partners.map((partner) => (
        <li key={partner.id}>
          <article className={partnerStyles.card} aria-labelledby={`partner-${partner.id}`}>
            {partner.logo_url ? (
              // The heading names the partner; the logo repeats it, so it is not read out twice.
              <img src={partner.logo_url} alt="" className={partnerStyles.logo} loading="lazy" />
            ) : null}
            <h2 id={`partner-${partner.id}`} className={partnerStyles.name}>
              {partner.name}
            </h2>
            {partner.description ? <p>{partner.description}</p> : null}
            {partner.tags.length > 0 ? (
              <ul className={listStyles.tagList} aria-label={`${partner.name} works on`}>
                {partner.tags.map((tag) => (
                  <li key={tag.id}>
                    <Tag>{tag.name}</Tag>
                  </li>
                ))}
              </ul>
            ) : null}
            {partner.url ? (
              <p className={partnerStyles.action}>
                <ButtonLink href={partner.url} variant="secondary" size="small">
                  {ACTION_LABELS[partner.action]}
                  <span className="visually-hidden">: {partner.name}</span>
                </ButtonLink>
              </p>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
