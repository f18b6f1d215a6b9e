// Tutorial collections "have public pages, an admin screen and can be created there" (issue #30, the specification's
// last gaps): the generic screens of the descriptor, its admin address, its public page and its form's tutorials.
import { describe, expect, it } from 'vitest';
import { RESOURCE_SCREENS } from './screens';

const screens = RESOURCE_SCREENS.tutorial_collection;
const item = {
  id: 4,
  slug: 'editors-picks',
  title: "Editors' picks",
  state: 'published',
  tutorials: [{ id: 12 }, { id: 3 }],
};

describe('the tutorial collection admin screens', () => {
  it('live at /community/admin/tutorial_collections and create at …/new', () => {
    expect(screens.resource.href).toBe('/community/admin/tutorial_collections');
    expect(screens.newHref).toBe('/community/admin/tutorial_collections/new');
    expect(screens.detailHref(item)).toBe('/community/admin/tutorial_collections/4');
  });

  it('link a published collection to its public page, and a draft to none', () => {
    expect(screens.publicHref?.(item)).toBe('/community/tutorial-collections/editors-picks');
    expect(screens.publicHref?.({ ...item, state: 'draft' })).toBeNull();
  });

  it('start the form from the tutorials in their order, as the ids the API takes', () => {
    expect(screens.formValues?.(item)).toMatchObject({ tutorial_ids: [12, 3] });
  });
});
