// The brand of this site: the demo provider of @reef/core unless BRAND_* variables override it (read at request time).
import 'server-only';
import { resolveBrand, type Brand } from '@reef/core';

/** The brand from the current environment. */
export function getBrand(): Brand {
  return resolveBrand(process.env);
}
