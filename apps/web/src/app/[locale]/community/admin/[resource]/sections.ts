// The admin sections the catch-all routes serve, by the URL segment of their descriptor's `href`
// (/community/admin/{segment}): the plain sections of the generic screens, and those declaring screens of their own.
// A page a section renders bespoke (its own route file beside this folder) is matched before these routes, so a
// section's bespoke page of one object is named here (SECTION_DETAILS), never as `<section>/[id]/page.tsx`: that
// folder would also catch `<section>/new`.
import { ADMIN_RESOURCES, type AdminResource } from '@reef/core';
import { RESOURCE_SCREENS } from '@/features/admin/generic/screens';
import type { ResourceScreens } from '@/features/admin/generic/screen-types';
import { globalContentScreens } from '@/features/admin/global-contents/screens';
import { marketingFormScreens } from '@/features/admin/marketing-forms/screens';
import { DistributionDetail } from '@/features/admin/distributions/distribution-detail';
import { MarketingFormDetail } from '@/features/admin/marketing-forms/marketing-form-detail';
import { PartnerDetail } from '@/features/admin/partners/partner-detail';
import { PartnerOrderSection } from '@/features/admin/partners/partner-order-section';
import { UserGroupDetail } from '@/features/admin/user-groups/user-group-detail';
import type { ComponentType } from 'react';

/** Every section with generic screens, by descriptor name (those with controls of their own from their modules). */
export const SECTION_SCREENS: Record<string, ResourceScreens> = {
  ...RESOURCE_SCREENS,
  global_content: globalContentScreens,
  marketing_form: marketingFormScreens,
};

/** What a section's list page shows below the list (the partner directory's order). */
export const SECTION_LIST_EXTRAS: Record<string, ComponentType> = {
  partner: PartnerOrderSection,
};

/**
 * The sections whose page of one object is a screen of their own (a distribution's versions, a group's members, a
 * partner's logo, a form's leads and delivery log) rather than the generic detail.
 */
export const SECTION_DETAILS: Record<string, ComponentType<{ id: string }>> = {
  distribution: DistributionDetail,
  marketing_form: MarketingFormDetail,
  partner: PartnerDetail,
  user_group: UserGroupDetail,
};

const ADMIN_PATH = '/community/admin/';

/**
 * The descriptor whose admin screen is `/community/admin/{segment}`, when the catch-all serves it (`withId`: the
 * pages of one object, which exist only for objects addressed by id or key).
 */
export function sectionOf(segment: string, withId = false): AdminResource | undefined {
  const resource = ADMIN_RESOURCES.find((r) => r.href === `${ADMIN_PATH}${segment}`);
  if (!resource || !(resource.name in SECTION_SCREENS)) return undefined;
  if (withId && resource.key.lookup === 'type-and-key') return undefined;
  return resource;
}

/** `Feature flag` → `feature flag`, inside a title (`New feature flag`). */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
